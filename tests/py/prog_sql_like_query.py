# A tiny SQL-like query over dicts: WHERE by lambda, ORDER BY multiple keys, GROUP BY with aggregates.
from itertools import groupby

employees = [
    {"name": "Ann", "dept": "eng", "level": 3, "salary": 135},
    {"name": "Ben", "dept": "eng", "level": 2, "salary": 110},
    {"name": "Cid", "dept": "ops", "level": 2, "salary": 90},
    {"name": "Dee", "dept": "ops", "level": 1, "salary": 70},
    {"name": "Eli", "dept": "eng", "level": 1, "salary": 95},
    {"name": "Fay", "dept": "hr", "level": 2, "salary": 80},
]

def select(rows, where=lambda r: True, order_by=(), columns=None):
    out = [r for r in rows if where(r)]
    for key, desc in reversed(order_by):
        out.sort(key=lambda r: r[key], reverse=desc)
    return [{c: r[c] for c in columns} if columns else r for r in out]

def group_by(rows, key, **aggs):
    rows = sorted(rows, key=lambda r: r[key])
    for k, grp in groupby(rows, key=lambda r: r[key]):
        grp = list(grp)
        yield {key: k, **{name: fn(grp) for name, fn in aggs.items()}}

for r in select(employees, where=lambda r: r["salary"] > 85, order_by=[("dept", False), ("salary", True)], columns=["name", "dept", "salary"]):
    print(r)
for g in group_by(employees, "dept", n=len, total=lambda g: sum(r["salary"] for r in g),
                  top=lambda g: max(g, key=lambda r: r["salary"])["name"], avg_level=lambda g: round(sum(r["level"] for r in g) / len(g), 2)):
    print(g)
