# Local time in the host's zone (run under several TZ values by tests/clock/run.sh; each
# zone's expected output comes from CPython under the same TZ).
import time, datetime

print(time.timezone, time.altzone, time.daylight, time.tzname)
for t in [0, 86400 * 180, 1700000000, 1710054000, 1710055800, 1730611800, 1730615400,
          1711846800, 1711850400, 951782400, -86400 * 365 * 30, 2000000000.75, -1.5]:
    lt = time.localtime(t)
    print(t, lt, lt.tm_zone, lt.tm_gmtoff)
    print("  ", time.strftime("%Y-%m-%d %H:%M:%S %Z %z %a %j", lt), time.ctime(t))
    print("  ", time.mktime(lt), datetime.datetime.fromtimestamp(t), datetime.date.fromtimestamp(t))
    d = datetime.datetime.fromtimestamp(t)
    print("  ", d.timestamp(), d.astimezone(), d.astimezone().tzname())
for fields in [(2024, 3, 10, 2, 30, 0, 0, 0, -1), (2024, 11, 3, 1, 30, 0, 0, 0, 0),
               (2024, 11, 3, 1, 30, 0, 0, 0, 1), (2024, 3, 31, 1, 30, 0, 0, 0, -1),
               (2024, 10, 27, 1, 30, 0, 0, 0, -1), (2024, 13, 40, 25, 61, 61, 0, 0, -1),
               (2023, 2, 29, 12, 0, 0, 0, 0, -1), (1969, 12, 31, 23, 59, 59, 0, 0, -1)]:
    print(fields, time.mktime(fields))
for args in [(2024, 3, 10, 2, 30), (2024, 11, 3, 1, 30), (2024, 3, 31, 2, 30),
             (2024, 10, 27, 1, 30), (2024, 4, 7, 2, 30), (2024, 10, 6, 2, 30), (2000, 1, 1)]:
    for fold in (0, 1):
        d = datetime.datetime(*args, fold=fold)
        print(repr(d), d.timestamp(), d.astimezone(), d.astimezone(datetime.timezone.utc))
u = datetime.datetime(2024, 6, 1, 12, tzinfo=datetime.timezone.utc)
print(u.astimezone(), u.astimezone().tzinfo, repr(u.astimezone().tzinfo))
print(datetime.datetime(2024, 1, 15, 8, tzinfo=datetime.timezone(datetime.timedelta(hours=-3))).astimezone())
print(time.strftime("%Z|%z", (2020, 1, 1, 0, 0, 0, 0, 1, 0)), time.strftime("%Z|%z", (2020, 7, 1, 0, 0, 0, 0, 1, 1)))
print(time.asctime(time.localtime(1234567890)))
