# A GitHub-style contribution heatmap over fixed dates: weeks as columns, weekdays as rows.
from datetime import date, timedelta

start = date(2024, 1, 1)
counts = {start + timedelta(days=i): (i * 7 + 3) % 11 if i % 5 else 0 for i in range(70)}
SHADES = " .:*#"

def shade(n):
    return SHADES[min(len(SHADES) - 1, (n + 2) // 3)]

first_monday = start - timedelta(days=start.weekday())
weeks = (max(counts) - first_monday).days // 7 + 1
months = ""
for w in range(weeks):
    d = first_monday + timedelta(weeks=w)
    months += d.strftime("%b")[0] if d.day <= 7 else " "
print("    " + months)
for wd, name in enumerate(["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]):
    row = ""
    for w in range(weeks):
        d = first_monday + timedelta(weeks=w, days=wd)
        row += shade(counts[d]) if d in counts else " "
    print(f"{name} {row}")
busiest = max(counts, key=lambda d: (counts[d], -d.toordinal()))
print(f"total={sum(counts.values())} busiest={busiest:%a %d %b} ({counts[busiest]}) zero-days={sum(1 for v in counts.values() if not v)}")
