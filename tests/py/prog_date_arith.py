# Date arithmetic with fixed dates: deltas, weekdays, month ends, business days, ages.
from datetime import date, datetime, timedelta

start = date(2024, 3, 1)
print("start:", start, start.strftime("%A"), start.isoweekday(), start.weekday())
print("minus 1 day:", start - timedelta(days=1), "(leap year)")
print("plus 30 days:", start + timedelta(days=30))
print("plus 1 week:", (start + timedelta(weeks=1)).strftime("%a %d %b %Y"))
d2 = date(2024, 12, 25)
delta = d2 - start
print("days until Christmas:", delta.days, type(delta).__name__, delta)

def month_end(d):
    nxt = d.replace(day=28) + timedelta(days=4)
    return nxt - timedelta(days=nxt.day)

for m in (1, 2, 4, 12):
    print(f"month end 2024-{m:02d}:", month_end(date(2024, m, 15)))
print("2023-02 end:", month_end(date(2023, 2, 1)))

def business_days(a, b):
    n, d = 0, a
    while d < b:
        if d.weekday() < 5:
            n += 1
        d += timedelta(days=1)
    return n

print("business days in March 2024:", business_days(date(2024, 3, 1), date(2024, 4, 1)))

def age(born, today):
    years = today.year - born.year - ((today.month, today.day) < (born.month, born.day))
    return years

print("age:", age(date(1990, 7, 15), date(2024, 3, 1)), age(date(2000, 2, 29), date(2024, 2, 28)))
dt = datetime(2024, 3, 1, 14, 30, 5)
print(dt, dt + timedelta(hours=10, minutes=45), dt - datetime(2024, 1, 1))
print((dt - datetime(2024, 2, 28, 23, 0)).total_seconds())
td = timedelta(days=-1, seconds=3600)
print(td, repr(td), td.days, td.seconds)
print(timedelta(hours=36) // timedelta(hours=7), timedelta(hours=36) % timedelta(hours=7))
print(sorted([date(2024, 5, 1), date(2023, 12, 31), date(2024, 1, 15)]))
print(date(2024, 3, 1).toordinal(), date.fromordinal(738946), date(2024, 3, 1).timetuple().tm_yday)
