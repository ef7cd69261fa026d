from datetime import timedelta

def humanize(td):
    secs = int(td.total_seconds())
    sign = "-" if secs < 0 else ""
    secs = abs(secs)
    parts = []
    for name, size in (("day", 86400), ("hour", 3600), ("minute", 60), ("second", 1)):
        q, secs = divmod(secs, size)
        if q:
            parts.append(f"{q} {name}{'s' if q != 1 else ''}")
    return sign + (", ".join(parts) if parts else "0 seconds")

samples = [timedelta(seconds=0), timedelta(seconds=59), timedelta(minutes=1), timedelta(hours=1, seconds=1),
           timedelta(days=2, hours=3), timedelta(seconds=-3700), timedelta(days=365, minutes=90)]
for td in samples:
    print(f"{str(td):>22} | {humanize(td):<35} | {td.total_seconds():>12.1f}")
laps = [timedelta(minutes=4, seconds=31.5), timedelta(minutes=4, seconds=28.25), timedelta(minutes=4, seconds=40)]
total = sum(laps, timedelta())
print("total", total, "avg", total / len(laps), "best", min(laps), "worst", max(laps))
print(timedelta(seconds=1.0000001), timedelta(microseconds=-1), timedelta(seconds=0.5) * 3)
print(timedelta.max, timedelta.min, timedelta.resolution)
print(timedelta(days=1) == timedelta(hours=24), timedelta(1) < timedelta(2), bool(timedelta()))
print(timedelta(hours=1).seconds, timedelta(days=-1, hours=1).days, timedelta(days=-1, hours=1).seconds)
print(round(timedelta(minutes=10) / timedelta(minutes=3), 4))
try:
    timedelta(days=1) + 5
except TypeError as e:
    print("TypeError:", e)
try:
    timedelta(days=1000000000)
except OverflowError as e:
    print("OverflowError:", e)
