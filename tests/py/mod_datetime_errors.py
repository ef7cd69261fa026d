# datetime: validation errors, comparisons across types, now()/today() shapes
from datetime import date, datetime, timedelta, time, timezone
for f in [lambda: date(2023, 2, 29), lambda: date(2023, 13, 1), lambda: date(0, 1, 1),
          lambda: datetime(2020, 1, 1, 24), lambda: time(0, 60), lambda: date.fromisoformat("2020-1-1"),
          lambda: datetime.strptime("2020-01-01", "%Y/%m/%d"), lambda: datetime.strptime("2020-01-01x", "%Y-%m-%d"),
          lambda: date(2020, 1, 1) < datetime(2020, 1, 1), lambda: date.max + timedelta(days=1),
          lambda: timedelta(days=10**9), lambda: datetime(2020, 1, 1) - datetime(2020, 1, 1, tzinfo=timezone.utc),
          lambda: timedelta(1) / 0]:
    try:
        print(f())
    except (ValueError, TypeError, OverflowError, ZeroDivisionError) as e:
        print(type(e).__name__ + ":", e)
def valid(y, m, d):
    try:
        date(y, m, d)
        return True
    except ValueError:
        return False
print([valid(2024, 2, 29), valid(2023, 2, 29), valid(1900, 2, 29), valid(2000, 2, 29), valid(2021, 4, 31)])
n = datetime.now()
print(type(n).__name__, type(date.today()).__name__, n.year >= 2024, datetime.now(timezone.utc).tzinfo)
print(datetime.now() - n < timedelta(days=1))
days = [date(2024, 1, 1) + timedelta(days=i) for i in range(0, 400, 37)]
print([d.strftime("%a %d %b") for d in days])
print(timedelta(seconds=-1), timedelta(microseconds=-1), repr(timedelta(days=-1, seconds=86399)))
print(timedelta(days=999999999, hours=23, minutes=59, seconds=59, microseconds=999999) == timedelta.max)
print((datetime(2024, 3, 1) - datetime(2024, 2, 1)).days, (date(2025, 1, 1) - date(2024, 1, 1)).days)
