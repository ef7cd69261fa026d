# Meeting schedule from fixed dates: every 2nd Tuesday, last Friday of month, skipping holidays.
from datetime import date, timedelta
import calendar

HOLIDAYS = {date(2024, 1, 1): "New Year", date(2024, 5, 27): "Memorial Day", date(2024, 7, 4): "Independence Day"}

def nth_weekday(year, month, weekday, n):
    first = date(year, month, 1)
    offset = (weekday - first.weekday()) % 7
    return first + timedelta(days=offset + 7 * (n - 1))

def last_weekday(year, month, weekday):
    last = date(year, month, calendar.monthrange(year, month)[1])
    return last - timedelta(days=(last.weekday() - weekday) % 7)

print(f"{'Month':<10}{'2nd Tue':<14}{'Last Fri':<14}")
for m in range(1, 8):
    t = nth_weekday(2024, m, calendar.TUESDAY, 2)
    f = last_weekday(2024, m, calendar.FRIDAY)
    print(f"{calendar.month_name[m]:<10}{t.strftime('%a %d %b'):<14}{f.strftime('%a %d %b'):<14}")

def next_business_day(d):
    d += timedelta(days=1)
    while d.weekday() >= 5 or d in HOLIDAYS:
        d += timedelta(days=1)
    return d

for d in [date(2023, 12, 29), date(2024, 5, 24), date(2024, 7, 3), date(2024, 3, 1)]:
    n = next_business_day(d)
    print(f"after {d:%a %Y-%m-%d}: {n:%a %Y-%m-%d}")
weekdays = [calendar.day_name[(date(2024, 3, 1) + timedelta(days=i)).weekday()] for i in range(7)]
print(weekdays)
print([d.day for d in (date(2024, 2, 1) + timedelta(days=i) for i in range(29)) if d.weekday() == 0])
print(calendar.monthcalendar(2024, 3)[0], len(calendar.monthcalendar(2024, 3)))
print(sorted(HOLIDAYS.items())[0][1], min(HOLIDAYS), max(HOLIDAYS).isoformat())
