# Parse dates written in many human formats into ISO dates, trying formats in order.
from datetime import datetime

FORMATS = ["%Y-%m-%d", "%d/%m/%Y", "%m-%d-%Y", "%d %B %Y", "%B %d, %Y", "%d %b %y", "%Y%m%d", "%A, %d %B %Y", "%d.%m.%Y %H:%M"]

def parse_any(text):
    for fmt in FORMATS:
        try:
            return datetime.strptime(text.strip(), fmt), fmt
        except ValueError:
            continue
    raise ValueError(f"unrecognised date: {text!r}")

inputs = ["2024-03-01", "01/03/2024", "03-01-2024", "1 March 2024", "March 1, 2024", "01 Mar 24",
          "20240301", "Friday, 01 March 2024", "01.03.2024 14:30", "March 32, 2024", "yesterday"]
for s in inputs:
    try:
        d, fmt = parse_any(s)
        print(f"{s:<24} {fmt:<16} {d:%Y-%m-%d %H:%M} {d:%a}")
    except ValueError as e:
        print(f"{s:<24} ERROR {e}")
