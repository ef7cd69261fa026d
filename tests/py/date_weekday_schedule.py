from datetime import date, datetime, timedelta
from collections import defaultdict

shifts = [
    ("ann", datetime(2024, 4, 1, 9, 0), datetime(2024, 4, 1, 17, 30)),
    ("ann", datetime(2024, 4, 2, 22, 0), datetime(2024, 4, 3, 6, 0)),
    ("ben", datetime(2024, 4, 3, 8, 15), datetime(2024, 4, 3, 12, 45)),
    ("ben", datetime(2024, 4, 6, 10, 0), datetime(2024, 4, 6, 16, 0)),
    ("cat", datetime(2024, 4, 7, 0, 0), datetime(2024, 4, 7, 23, 59)),
]
hours = defaultdict(float)
by_day = defaultdict(list)
for who, start, end in shifts:
    dur = end - start
    hours[who] += dur.total_seconds() / 3600
    by_day[start.strftime("%A")].append(who)
    print(f"{who:>4}: {start:%a %H:%M} - {end:%a %H:%M} = {dur} ({dur.total_seconds()/3600:.2f} h)")
for who in sorted(hours):
    print(who, round(hours[who], 2), f"{hours[who]:06.2f}")
print(dict(by_day))
week_start = date(2024, 4, 3) - timedelta(days=date(2024, 4, 3).weekday())
print("week of", week_start, [str(week_start + timedelta(days=i)) for i in range(7)][::3])
print(datetime(2024, 4, 1, 9) < datetime(2024, 4, 1, 9, 0, 1), max(s[2] for s in shifts))
print(sorted(shifts, key=lambda s: s[2] - s[1])[0][0])
