from datetime import date, datetime, timedelta
today = date(2024, 11, 20)
deadlines = [("Project Alpha", date(2024, 12, 1)), ("Report", date(2024, 11, 20)), ("Taxes", date(2025, 4, 15)), ("Overdue thing", date(2024, 11, 1)), ("Leap", date(2028, 2, 29))]
def describe(days):
    if days == 0:
        return "today"
    if days == 1:
        return "tomorrow"
    if days == -1:
        return "yesterday"
    if days < 0:
        return f"{-days} days overdue"
    if days < 14:
        return f"in {days} days"
    if days < 60:
        return f"in {days // 7} weeks"
    return f"in about {round(days / 30.44)} months"
for name, d in sorted(deadlines, key=lambda x: x[1]):
    days = (d - today).days
    print(f"{name:<15} {d.isoformat()} {d.strftime('%a'):>4} {describe(days)}")
start = datetime(2024, 11, 20, 9, 0)
end = datetime(2024, 12, 24, 17, 30)
left = end - start
h, rem = divmod(left.seconds, 3600)
m, s = divmod(rem, 60)
print(f"{left.days}d {h}h {m}m {s}s", left, left.total_seconds() / 3600)
print([(today + timedelta(days=i)).strftime("%d") for i in range(0, 15, 3)])
month_ends = []
d = date(2024, 1, 31)
for i in range(12):
    y, m = divmod(d.month + i - 1, 12)
    mm = m + 1
    yy = d.year + y
    import calendar
    month_ends.append(date(yy, mm, min(d.day, calendar.monthrange(yy, mm)[1])))
print([x.isoformat() for x in month_ends])
week_nums = {date(2024, 12, 30).isocalendar().week, date(2021, 1, 3).isocalendar()[1], date(2020, 12, 31).strftime("%V %G")}
print(sorted(map(str, week_nums)))
print(date(2024, 3, 10).strftime("%U-%W-%j-%w-%u-%y-%C"), date(2024, 1, 7).strftime("%U %W"), date(2023, 1, 1).strftime("%U %W %V"))
print((date(2024, 12, 25) - date(2024, 1, 1)).days + 1, date(2024, 12, 31).timetuple().tm_yday)
ages = [date(2024, 11, 20).year - y for y in (1990, 2000, 2024)]
print(ages, sum(ages) / len(ages), f"{sum(ages) / len(ages):.1f}")
