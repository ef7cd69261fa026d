# Mail-merge with string.Template: per-customer letters, missing fields, a summary table.
from string import Template
from datetime import date

LETTER = Template("""\
$date
Dear $title $last,
Your balance of $$${balance} is $status.
${extra}Regards, $sender""")

customers = [
    {"title": "Ms", "last": "Lovelace", "balance": 120.5, "due": date(2024, 3, 10)},
    {"title": "Mr", "last": "Babbage", "balance": 0.0, "due": date(2024, 2, 1)},
    {"title": "Dr", "last": "Hopper", "balance": 9999.999, "due": date(2024, 3, 1)},
]
today = date(2024, 3, 1)
for c in customers:
    overdue = c["due"] < today and c["balance"] > 0
    fields = dict(c, date=today.strftime("%B %d, %Y"), balance=f"{c['balance']:,.2f}",
                  status="OVERDUE" if overdue else ("settled" if not c["balance"] else f"due {c['due']:%d %b}"),
                  extra="Please pay promptly.\n" if overdue else "", sender="Accounts")
    print(LETTER.substitute(fields))
    print("-" * 30)
print(LETTER.safe_substitute(title="Prof"))
row = Template("$name|$qty|$price")
print("\n".join(row.substitute(name=n, qty=q, price=f"{p:.2f}") for n, q, p in [("tea", 2, 3.5), ("jam", 1, 4)]))
