from datetime import date, timedelta

HOLIDAYS = {date(2024, 1, 1), date(2024, 5, 27), date(2024, 7, 4), date(2024, 12, 25)}

def is_business_day(d):
    return d.weekday() < 5 and d not in HOLIDAYS

def add_business_days(start, n):
    d = start
    step = 1 if n >= 0 else -1
    remaining = abs(n)
    while remaining:
        d += timedelta(days=step)
        if is_business_day(d):
            remaining -= 1
    return d

def business_days_between(a, b):
    count = 0
    d = a
    while d < b:
        if is_business_day(d):
            count += 1
        d += timedelta(days=1)
    return count

start = date(2024, 6, 28)
for n in (1, 3, 5, 10, -2, 0):
    print(f"{start} + {n:>3} business days = {add_business_days(start, n):%Y-%m-%d (%a)}")
print(business_days_between(date(2024, 1, 1), date(2024, 2, 1)))
print(business_days_between(date(2024, 12, 1), date(2025, 1, 1)))
months = {}
d = date(2024, 1, 1)
while d.year == 2024:
    if is_business_day(d):
        months[d.strftime("%b")] = months.get(d.strftime("%b"), 0) + 1
    d += timedelta(days=1)
print(months)
print(sum(months.values()))
print(" ".join(f"{k}={v}" for k, v in sorted(months.items(), key=lambda kv: (-kv[1], kv[0]))))
