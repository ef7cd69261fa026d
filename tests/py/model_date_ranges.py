# Date range utilities: iterate days/weeks/months, overlap of ranges, quarter and fiscal year labels.
from datetime import date, timedelta

def days(start, end, step=1):
    d = start
    while d <= end:
        yield d
        d += timedelta(days=step)

def add_months(d, n):
    m = d.month - 1 + n
    y, m = d.year + m // 12, m % 12 + 1
    import calendar
    return date(y, m, min(d.day, calendar.monthrange(y, m)[1]))

def overlap(a, b):
    start, end = max(a[0], b[0]), min(a[1], b[1])
    return (end - start).days + 1 if start <= end else 0

def quarter(d):
    return f"Q{(d.month - 1) // 3 + 1} {d.year}"

def fiscal_year(d, start_month=7):
    return f"FY{d.year + 1 if d.month >= start_month else d.year}"

print([d.strftime("%a %d") for d in days(date(2024, 2, 26), date(2024, 3, 3))])
print([d.isoformat() for d in days(date(2024, 1, 1), date(2024, 2, 1), 7)])
print([add_months(date(2024, 1, 31), i).isoformat() for i in range(0, 13, 1)])
print(add_months(date(2024, 3, 15), -15), add_months(date(2023, 12, 1), 1))
trip, conf = (date(2024, 3, 1), date(2024, 3, 10)), (date(2024, 3, 8), date(2024, 3, 12))
print("overlap days:", overlap(trip, conf), overlap(trip, (date(2024, 4, 1), date(2024, 4, 2))))
for d in [date(2024, 1, 15), date(2024, 6, 30), date(2024, 7, 1), date(2024, 12, 31)]:
    print(d, quarter(d), fiscal_year(d))
print((date(2024, 12, 31) - date(2024, 1, 1)).days + 1, "days in 2024;", sum(1 for d in days(date(2024, 1, 1), date(2024, 12, 31)) if d.weekday() == 6), "Sundays")
