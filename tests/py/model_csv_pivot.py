# Pivot long-format CSV (date, product, sales) into a wide table with row/column totals.
import csv
import io
from collections import defaultdict

LONG = """date,product,sales
2024-03-01,apples,10
2024-03-01,pears,4
2024-03-02,apples,7
2024-03-02,kiwis,12
2024-03-03,pears,9
2024-03-03,apples,3
2024-03-03,kiwis,1
"""
table = defaultdict(lambda: defaultdict(int))
products = []
for row in csv.DictReader(io.StringIO(LONG)):
    table[row["date"]][row["product"]] += int(row["sales"])
    if row["product"] not in products:
        products.append(row["product"])
products.sort()
out = io.StringIO()
w = csv.writer(out, lineterminator="\n")
w.writerow(["date", *products, "total"])
col_totals = defaultdict(int)
for date in sorted(table):
    vals = [table[date][p] for p in products]
    for p, v in zip(products, vals):
        col_totals[p] += v
    w.writerow([date, *vals, sum(vals)])
w.writerow(["total", *(col_totals[p] for p in products), sum(col_totals.values())])
print(out.getvalue())
for line in csv.reader(io.StringIO(out.getvalue())):
    print("".join(f"{c:>11}" for c in line))
