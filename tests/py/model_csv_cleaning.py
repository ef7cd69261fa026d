# Clean messy CSV data: trim, normalise case, fix dates and numbers, drop duplicates, report issues.
import csv
import io
import re
from datetime import datetime

RAW = """ Name , Email ,Joined,Spend
alice SMITH, ALICE@Example.com ,2024-01-05,"1,200.50"
Bob Jones,bob@example.com,05/02/2024,300
  alice smith ,alice@example.com,2024-01-05,"1,200.50"
Carol,carol(at)example.com,2024/03/01,n/a
Dan O'Neil,dan@example.com,March 3 2024,-
"""

def clean_date(s):
    for fmt in ("%Y-%m-%d", "%d/%m/%Y", "%Y/%m/%d", "%B %d %Y"):
        try:
            return datetime.strptime(s.strip(), fmt).date().isoformat()
        except ValueError:
            pass
    return None

def clean_money(s):
    s = s.strip().replace(",", "")
    return float(s) if re.fullmatch(r"-?\d+(\.\d+)?", s) else None

reader = csv.reader(io.StringIO(RAW))
header = [h.strip().lower() for h in next(reader)]
seen, clean, issues = set(), [], []
for n, row in enumerate(reader, start=2):
    rec = dict(zip(header, (c.strip() for c in row)))
    rec["name"] = " ".join(w.capitalize() for w in rec["name"].split())
    rec["email"] = rec["email"].lower()
    rec["joined"] = clean_date(rec["joined"])
    rec["spend"] = clean_money(rec["spend"])
    if not re.fullmatch(r"[\w.+-]+@[\w-]+\.\w+", rec["email"]):
        issues.append(f"row {n}: bad email {rec['email']!r}")
    if rec["spend"] is None:
        issues.append(f"row {n}: no spend")
    key = (rec["name"], rec["email"])
    if key in seen:
        issues.append(f"row {n}: duplicate of {rec['name']}")
        continue
    seen.add(key)
    clean.append(rec)
out = io.StringIO()
w = csv.DictWriter(out, fieldnames=header, lineterminator="\n")
w.writeheader()
w.writerows(clean)
print(out.getvalue())
print("\n".join(issues))
