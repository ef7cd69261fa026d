# Parse a fixed-width report with slices, convert fields, and re-emit as aligned CSV-ish output.
REPORT = """\
ID   NAME            DEPT      SALARY    START
0001 Alice Johnson   ENG       120000.00 2019-04-01
0002 Bob Li          OPS        72000.50 2021-11-15
0003 Carmen Díaz     ENG        99000.00 2020-02-29
0004 Dmitri Petrov   SALES      58000.00 2023-07-10
"""
FIELDS = [("id", 0, 4, int), ("name", 5, 21, str.strip), ("dept", 21, 31, str.strip),
          ("salary", 31, 40, float), ("start", 41, 51, str)]

def parse(text):
    lines = text.splitlines()
    for line in lines[1:]:
        yield {name: conv(line[a:b]) for name, a, b, conv in FIELDS}

rows = list(parse(REPORT))
for r in rows:
    print(r)
by_dept = {}
for r in rows:
    by_dept.setdefault(r["dept"], []).append(r["salary"])
for dept, sal in sorted(by_dept.items()):
    print(f"{dept:<6} n={len(sal)} total={sum(sal):>12,.2f} avg={sum(sal) / len(sal):>11,.2f}")
print(";".join(f"{r['id']:04d}" for r in rows), max(rows, key=lambda r: r["start"])["name"])
print("|".join(h.ljust(w) for h, w in [("ID", 4), ("NAME", 16), ("DEPT", 9)]))
