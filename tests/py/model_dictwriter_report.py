# Build a CSV report with DictWriter (extrasaction, restval) and read it back with DictReader.
import csv
import io

employees = [
    {"id": 1, "name": "Ana", "dept": "Sales", "salary": 52000, "bonus": 0.05},
    {"id": 2, "name": "Ben", "dept": "IT", "salary": 71000},
    {"id": 3, "name": "Cy", "dept": "Sales", "salary": 48000, "bonus": 0.1, "notes": "new"},
]

out = io.StringIO()
w = csv.DictWriter(out, fieldnames=["id", "name", "dept", "salary", "bonus"],
                   restval="0", extrasaction="ignore", lineterminator="\n")
w.writeheader()
w.writerows(employees)
print(out.getvalue())
try:
    csv.DictWriter(io.StringIO(), fieldnames=["id"]).writerow({"id": 1, "oops": 2})
except ValueError as e:
    print("ValueError:", e)

rows = list(csv.DictReader(io.StringIO(out.getvalue())))
for r in rows:
    pay = int(r["salary"]) * (1 + float(r["bonus"]))
    print(f"{r['name']:<4} {r['dept']:<6} {pay:>10,.2f}")
depts = {}
for r in rows:
    depts.setdefault(r["dept"], []).append(int(r["salary"]))
for d, s in depts.items():
    print(f"{d}: n={len(s)} avg={sum(s) / len(s):,.1f}")
short = "a,b,c\n1,2\n3,4,5,6\n"
for r in csv.DictReader(io.StringIO(short), restval="?", restkey="extra"):
    print(r)
print(list(csv.DictReader(io.StringIO("1,2\n3,4\n"), fieldnames=["x", "y"])))
