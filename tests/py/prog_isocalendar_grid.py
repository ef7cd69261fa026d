# ISO week numbers and a hand-built calendar month grid from fixed dates.
from datetime import date, timedelta
import calendar

def month_grid(year, month):
    first = date(year, month, 1)
    days_in = calendar.monthrange(year, month)[1]
    title = first.strftime("%B %Y")
    lines = [title.center(20).rstrip(), "Mo Tu We Th Fr Sa Su"]
    week = ["  "] * first.weekday()
    for day in range(1, days_in + 1):
        week.append(f"{day:2d}")
        if len(week) == 7:
            lines.append(" ".join(week))
            week = []
    if week:
        lines.append(" ".join(week))
    return "\n".join(lines)

print(month_grid(2024, 2))
print()
print(month_grid(2023, 10))
print()
for d in [date(2024, 1, 1), date(2024, 3, 1), date(2020, 12, 31), date(2021, 1, 3), date(2026, 12, 31)]:
    iso = d.isocalendar()
    print(d, tuple(iso), iso.week, iso.weekday)
print(date.fromisocalendar(2024, 9, 5))
print(calendar.isleap(2024), calendar.isleap(1900), calendar.leapdays(2000, 2025))
print(calendar.day_name[0], calendar.month_name[3], calendar.month_abbr[12], calendar.weekday(2024, 3, 1))
print(list(calendar.day_abbr))
print(calendar.TextCalendar().formatmonth(2024, 3))
