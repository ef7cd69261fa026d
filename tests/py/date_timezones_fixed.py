from datetime import datetime, timezone, timedelta, date, time
utc = timezone.utc
est = timezone(timedelta(hours=-5), "EST")
ist = timezone(timedelta(hours=5, minutes=30))
meeting = datetime(2024, 3, 10, 15, 0, tzinfo=utc)
for tz in (utc, est, ist, timezone(timedelta(hours=9)), timezone(-timedelta(hours=3, minutes=30))):
    local = meeting.astimezone(tz)
    print(f"{str(tz):>12} {local.isoformat()} {local:%Y-%m-%d %H:%M %Z %z} {local.utcoffset()} {local.tzname()}")
print(repr(utc), repr(est), repr(ist), str(ist), est.utcoffset(None), est.tzname(None), utc.dst(None))
a = datetime(2024, 1, 1, 12, tzinfo=est)
b = datetime(2024, 1, 1, 17, tzinfo=utc)
print(a == b, a - b, b - a, a < b, a.timestamp() == b.timestamp(), a.utctimetuple()[:5] if False else "")
naive = datetime(2024, 1, 1, 12)
try:
    naive < a
except TypeError as e:
    print("TypeError:", e)
try:
    naive - a
except TypeError as e:
    print("TypeError:", e)
print(naive == a)
print(datetime.fromisoformat("2024-03-10T15:00:00+05:30"), datetime.fromisoformat("2024-03-10 15:00"), datetime.fromisoformat("2024-03-10"))
print(datetime.fromisoformat("2024-03-10T15:00:00Z"), datetime.fromisoformat("2024-03-10T15:00:00.123"), date.fromisoformat("20240310"))
print(datetime.strptime("2024-03-10 15:00 +0200", "%Y-%m-%d %H:%M %z"), datetime.strptime("10/03/24", "%d/%m/%y").date())
print(datetime(2024, 3, 10, tzinfo=ist).replace(tzinfo=None), a.astimezone(utc).replace(tzinfo=None), datetime.fromtimestamp(0, tz=utc))
print(datetime.fromtimestamp(1700000000, tz=utc).isoformat(), datetime(2024, 1, 1, tzinfo=utc).timestamp(), datetime.utcfromtimestamp(86400) if False else "")
print(time(10, 30, tzinfo=est), time(10, 30, tzinfo=est).isoformat(), time.fromisoformat("10:30:15.5"), time(10, 30) < time(11))
try:
    datetime(2024, 2, 30)
except ValueError as e:
    print("ValueError:", e)
try:
    datetime(2024, 13, 1)
except ValueError as e:
    print("ValueError:", e)
try:
    time(25)
except ValueError as e:
    print("ValueError:", e)
try:
    date(2024, 1, 1) - datetime(2024, 1, 1)
except TypeError as e:
    print("TypeError:", e)
try:
    datetime.strptime("2024-13-01", "%Y-%m-%d")
except ValueError as e:
    print("ValueError:", e)
try:
    datetime.strptime("2024-01-01 extra", "%Y-%m-%d")
except ValueError as e:
    print("ValueError:", e)
try:
    timezone(timedelta(hours=25))
except ValueError as e:
    print("ValueError:", e)
print(datetime.min, datetime.max, date.min, date.max, date.resolution, time.min, time.max)
