from datetime import date, timedelta

def days_until(target, today):
    delta = target - today
    return delta.days

today = date(2024, 3, 15)
events = {
    "Birthday": date(2024, 7, 4),
    "New Year": date(2025, 1, 1),
    "Tax Day": date(2024, 4, 15),
    "Past event": date(2024, 1, 1),
}
for name, when in sorted(events.items(), key=lambda kv: kv[1]):
    n = days_until(when, today)
    if n < 0:
        print(f"{name:<12} was {-n} days ago ({when:%A, %B %d, %Y})")
    else:
        weeks, days = divmod(n, 7)
        print(f"{name:<12} in {n:>4} days = {weeks} weeks and {days} days -> {when.strftime('%a %d %b')}")
d = date(2024, 12, 25) - today
print(d, repr(d), d.total_seconds())
print(today + timedelta(days=100), (today + timedelta(weeks=-3)).isoformat())
print(timedelta(days=1, hours=25, minutes=61, seconds=3661))
print(timedelta(seconds=-1), timedelta(days=-1, seconds=5), repr(timedelta(hours=-30)))
print(timedelta(microseconds=1500), timedelta(milliseconds=2.5), timedelta(days=0.5))
print(str(timedelta(days=400, seconds=59)), timedelta(weeks=1) / timedelta(days=2))
print(timedelta(days=7) // 3, timedelta(days=7) % timedelta(days=2), divmod(timedelta(hours=50), timedelta(days=1)))
print(abs(timedelta(days=-3)), -timedelta(hours=1), timedelta(hours=1) * 2.5)
print(date.fromisoformat("2024-02-29").replace(year=2028), date(2024, 2, 29).toordinal())
print(date.fromordinal(738000), date(2024,3,15).timetuple()[:6])
