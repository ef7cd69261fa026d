# Formatting and parsing dates with strftime/strptime on fixed values.
from datetime import datetime, date, time

moments = [datetime(2024, 3, 1, 9, 5, 7), datetime(1999, 12, 31, 23, 59, 59), datetime(2024, 7, 4, 0, 0)]
fmts = ["%Y-%m-%d %H:%M:%S", "%d/%m/%y %I:%M %p", "%A, %B %d, %Y", "%a %b %e" if False else "%a %b %d", "%j %U %W", "%H%M", "%%Y literal"]
for m in moments:
    print(" | ".join(m.strftime(f) for f in fmts))

inputs = [
    ("2024-03-01 14:30", "%Y-%m-%d %H:%M"),
    ("01/03/2024", "%d/%m/%Y"),
    ("March 5, 2023", "%B %d, %Y"),
    ("Fri 01 Mar 2024 07:08:09 PM", "%a %d %b %Y %I:%M:%S %p"),
    ("2024-02-30", "%Y-%m-%d"),
    ("2024-03-01T10", "%Y-%m-%d"),
    ("12:61", "%H:%M"),
]
for text, f in inputs:
    try:
        parsed = datetime.strptime(text, f)
        print(f"{text!r:>32} -> {parsed.isoformat()}")
    except ValueError as e:
        print(f"{text!r:>32} -> ValueError: {e}")
d = date(2024, 3, 1)
print(d.isoformat(), d.ctime(), str(time(7, 5)), time(7, 5, 3, 120).isoformat())
print(datetime(2024, 3, 1, 12).isoformat(sep=" "), datetime.fromisoformat("2024-03-01T08:09:10"))
print(f"{d:%d.%m.%Y}", "{:%H:%M}".format(datetime(2024, 1, 1, 6, 7)))
print(datetime.strptime("2024-060", "%Y-%j").date())
