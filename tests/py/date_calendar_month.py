import calendar
from datetime import date, timedelta

def month_grid(year, month):
    first = date(year, month, 1)
    days_in_month = calendar.monthrange(year, month)[1]
    lines = [f"{first:%B %Y}".center(20), "Mo Tu We Th Fr Sa Su"]
    row = ["  "] * first.weekday()
    for day in range(1, days_in_month + 1):
        row.append(f"{day:>2}")
        if len(row) == 7:
            lines.append(" ".join(row))
            row = []
    if row:
        lines.append(" ".join(row))
    return "\n".join(lines)

print(month_grid(2024, 2))
print(month_grid(2023, 10))
print(calendar.isleap(2100), calendar.leapdays(2000, 2025), calendar.monthrange(2024, 2))
print(calendar.month_name[1:4], calendar.day_abbr[0], list(calendar.day_name)[-1])
print(calendar.weekday(2024, 7, 4))
print(calendar.TextCalendar(calendar.SUNDAY).formatmonth(2024, 9))
def last_weekday(year, month, wd):
    d = date(year, month, calendar.monthrange(year, month)[1])
    while d.weekday() != wd:
        d -= timedelta(days=1)
    return d
print([last_weekday(2024, m, 4).day for m in range(1, 13)])
def nth_weekday(year, month, wd, n):
    d = date(year, month, 1)
    offset = (wd - d.weekday()) % 7
    return d + timedelta(days=offset + 7 * (n - 1))
print("Thanksgiving:", nth_weekday(2024, 11, 3, 4), "Labor day:", nth_weekday(2024, 9, 0, 1))
