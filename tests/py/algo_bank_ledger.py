from decimal import Decimal
from collections import defaultdict
from datetime import date
txns = [
    (date(2024, 1, 3), "alice", "deposit", "1000.00"),
    (date(2024, 1, 5), "bob", "deposit", "250.50"),
    (date(2024, 1, 9), "alice", "withdraw", "120.25"),
    (date(2024, 1, 9), "alice", "transfer:bob", "300"),
    (date(2024, 2, 1), "bob", "withdraw", "600"),
    (date(2024, 2, 14), "carol", "deposit", "75.755"),
    (date(2024, 2, 28), "bob", "transfer:carol", "50.10"),
]
bal = defaultdict(Decimal)
rejected = []
monthly = defaultdict(lambda: defaultdict(Decimal))
for d, who, kind, amt in txns:
    amt = Decimal(amt).quantize(Decimal("0.01"))
    if kind == "deposit":
        bal[who] += amt
    elif kind == "withdraw" or kind.startswith("transfer:"):
        if bal[who] < amt:
            rejected.append((d.isoformat(), who, kind, str(amt)))
            continue
        bal[who] -= amt
        if kind.startswith("transfer:"):
            bal[kind.split(":")[1]] += amt
    monthly[d.strftime("%Y-%m")][who] += amt if kind == "deposit" else -amt
for who in sorted(bal):
    print(f"{who:<6} {bal[who]:>10}")
print("rejected:", rejected)
for m in sorted(monthly):
    print(m, {k: str(v) for k, v in sorted(monthly[m].items())})
print(sum(bal.values()), max(bal, key=bal.get), sorted(bal.items(), key=lambda kv: kv[1])[0])
