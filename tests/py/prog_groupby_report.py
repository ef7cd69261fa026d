# itertools.groupby reports over sorted records: per-department totals and run-length groups.
from itertools import groupby
from operator import itemgetter, attrgetter
from dataclasses import dataclass

@dataclass
class Sale:
    dept: str
    month: str
    amount: float

sales = [
    Sale("toys", "2024-01", 120.0), Sale("books", "2024-01", 80.5), Sale("toys", "2024-02", 99.9),
    Sale("garden", "2024-01", 300.0), Sale("books", "2024-02", 45.25), Sale("toys", "2024-01", 10.1),
    Sale("garden", "2024-03", 12.0),
]

sales.sort(key=attrgetter("dept", "month"))
grand = 0.0
for dept, group in groupby(sales, key=attrgetter("dept")):
    items = list(group)
    subtotal = sum(s.amount for s in items)
    grand += subtotal
    print(f"{dept.upper()} ({len(items)} sales)")
    for month, mg in groupby(items, key=attrgetter("month")):
        print(f"    {month}: {sum(s.amount for s in mg):>8.2f}")
    print(f"    {'subtotal':>7}: {subtotal:>8.2f}")
print(f"GRAND TOTAL: {grand:,.2f}")

def rle(s):
    return "".join(f"{len(list(g))}{k}" for k, g in groupby(s))

for s in ["aaabccdddd", "abc", "", "zzzzzzzzzzzz"]:
    print(repr(s), "->", repr(rle(s)))
rows = [("a", 1), ("a", 2), ("b", 3), ("a", 4)]
print([(k, [v for _, v in g]) for k, g in groupby(rows, key=itemgetter(0))])
nums = [1, 2, 3, 7, 8, 10, 11, 12, 20]
runs = [[v for _, v in g] for _, g in groupby(enumerate(nums), key=lambda p: p[1] - p[0])]
print(", ".join(f"{r[0]}-{r[-1]}" if len(r) > 1 else str(r[0]) for r in runs))
print([k for k, _ in groupby("AAAABBBCCDAABBB")])
