# Parse bank statement lines, compute running balance, and print a monthly summary.
import re
from collections import defaultdict
from datetime import datetime

STATEMENT = """\
2024-01-03  SALARY ACME CORP          +3,200.00
2024-01-05  RENT                      -1,250.00
2024-01-17  GROCERY MART                -84.37
2024-02-01  SALARY ACME CORP          +3,200.00
2024-02-02  COFFEE                       -4.50
2024-02-14  FLOWERS & CO                -45.00
2024-02-28  REFUND GROCERY MART         +12.99
"""
LINE = re.compile(r"(\d{4}-\d\d-\d\d)\s+(.+?)\s+([+-][\d,]+\.\d\d)$")
balance = 1000.0
months = defaultdict(lambda: {"in": 0.0, "out": 0.0})
print(f"{'Date':<12}{'Description':<24}{'Amount':>11}{'Balance':>12}")
for line in STATEMENT.splitlines():
    d, desc, amt = LINE.match(line).groups()
    amount = float(amt.replace(",", ""))
    balance += amount
    when = datetime.strptime(d, "%Y-%m-%d")
    months[when.strftime("%b %Y")]["in" if amount > 0 else "out"] += amount
    print(f"{when:%d %b %y}   {desc.title():<24}{amount:>+11,.2f}{balance:>12,.2f}")
for m, v in months.items():
    print(f"{m}: in {v['in']:,.2f} out {v['out']:,.2f} net {v['in'] + v['out']:+,.2f}")
