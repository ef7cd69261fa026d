# Extract dates in several notations from prose with regex alternation and normalise them.
import re
from datetime import date

MONTHS = {m: i for i, m in enumerate(["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"], 1)}
PATTERN = re.compile(r"""
    (?P<iso>(?P<y1>\d{4})-(?P<m1>\d{1,2})-(?P<d1>\d{1,2}))
  | (?P<us>(?P<m2>\d{1,2})/(?P<d2>\d{1,2})/(?P<y2>\d{4}))
  | (?P<text>(?P<d3>\d{1,2})(?:st|nd|rd|th)?\s+(?P<mon>[A-Za-z]{3})[a-z]*\.?,?\s+(?P<y3>\d{4}))
""", re.X)

TEXT = ("The contract was signed 2023-11-05, amended on 12/01/2023 and again on 3rd March 2024. "
        "Payment due 31 Jan. 2024; invalid: 2024-02-30 and 13/45/2024. Renewal 1st Sept 2025.")
for m in PATTERN.finditer(TEXT):
    if m["iso"]:
        y, mo, d = m["y1"], m["m1"], m["d1"]
    elif m["us"]:
        y, mo, d = m["y2"], m["m2"], m["d2"]
    else:
        y, mo, d = m["y3"], MONTHS.get(m["mon"].lower(), 0), m["d3"]
    try:
        print(f"{m.group():<22} -> {date(int(y), int(mo), int(d)).isoformat()} ({m.lastgroup})")
    except ValueError as e:
        print(f"{m.group():<22} -> invalid: {e}")
