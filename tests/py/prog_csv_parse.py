# Parsing CSV text by hand and summarising it
csv_text = """name,department,salary,start_year
Alice,Engineering,120000,2015
Bob,Marketing,85000,2018
Carol,Engineering,135000,2012
Dan,Sales,70000,2020
Eve,Marketing,92000,2016
Frank,Sales,
Grace,Engineering,128000,2019"""

lines = csv_text.strip().split("\n")
header = lines[0].split(",")
records = []
errors = []
for lineno, line in enumerate(lines[1:], start=2):
    fields = line.split(",")
    if len(fields) != len(header) or not all(fields):
        errors.append(f"line {lineno}: malformed {line!r}")
        continue
    row = dict(zip(header, fields))
    row["salary"] = int(row["salary"])
    row["start_year"] = int(row["start_year"])
    records.append(row)
print(f"parsed {len(records)} records, {len(errors)} errors")
for e in errors:
    print(e)
by_dept = {}
for r in records:
    by_dept.setdefault(r["department"], []).append(r)
for dept in sorted(by_dept):
    people = by_dept[dept]
    salaries = [p["salary"] for p in people]
    avg = sum(salaries) / len(salaries)
    print(f"{dept:<12} n={len(people)} avg={avg:>10,.2f} max={max(salaries):,}")
senior = sorted(records, key=lambda r: r["start_year"])[:2]
print("most senior:", [r["name"] for r in senior])
total = sum(r["salary"] for r in records)
print(f"total payroll: ${total:,}")
print(",".join(header))
for r in sorted(records, key=lambda r: -r["salary"]):
    print(",".join(str(r[h]) for h in header))
