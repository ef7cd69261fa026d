# Read student scores from CSV, compute weighted totals, rank, and write a report CSV with quoting.
import csv
import io

SCORES = """student,hw,midterm,final
"Nguyen, An",88,79,91
Bea Smith,95,85,78
Carlos Ruiz,70,92,88
Dana O'Hara,60,58,65
"""
WEIGHTS = {"hw": 0.3, "midterm": 0.3, "final": 0.4}

rows = []
for r in csv.DictReader(io.StringIO(SCORES)):
    total = sum(float(r[k]) * w for k, w in WEIGHTS.items())
    rows.append({"student": r["student"], "total": round(total, 2), "pass": total >= 65})
rows.sort(key=lambda r: -r["total"])
out = io.StringIO()
w = csv.DictWriter(out, fieldnames=["rank", "student", "total", "pass"], quoting=csv.QUOTE_NONNUMERIC, lineterminator="\n")
w.writeheader()
for i, r in enumerate(rows, 1):
    w.writerow({"rank": i, **r})
print(out.getvalue())
avg = sum(r["total"] for r in rows) / len(rows)
print(f"class average {avg:.2f}; passing {sum(r['pass'] for r in rows)}/{len(rows)}")
print(next(csv.reader(io.StringIO(out.getvalue()))), list(csv.reader(io.StringIO(out.getvalue())))[1])
