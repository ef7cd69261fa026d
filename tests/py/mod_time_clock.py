# The real clock: time, datetime and date read the host's clock and zone; sleep waits. The
# output is properties only (tests/clock/ compares the values with the host's `date`).
import time, datetime

t = time.time()
print(t > 1.7e9, abs(time.time_ns() / 1e9 - t) < 1)
now = datetime.datetime.now()
print(abs(now.timestamp() - t) < 2, datetime.date.today() in (now.date(), (now - datetime.timedelta(seconds=5)).date()))
print(abs(datetime.datetime.utcnow().replace(tzinfo=datetime.timezone.utc).timestamp() - t) < 2)
aware = datetime.datetime.now(datetime.timezone.utc)
print(aware.tzinfo, abs(aware.timestamp() - t) < 2, (aware - now.astimezone()).total_seconds() < 2)
lt, gt = time.localtime(), time.gmtime()
print(lt.tm_gmtoff == -(time.altzone if lt.tm_isdst > 0 else time.timezone), gt.tm_zone, gt.tm_gmtoff)
print(abs(time.mktime(lt) - t) < 2, time.strftime("%Y") == str(lt.tm_year))
print(datetime.date.today().year == lt.tm_year, datetime.date.today() == datetime.date.fromtimestamp(time.time()))
# a "how many days until" answer is an integer from today's date
days = (datetime.date(datetime.date.today().year + 1, 1, 1) - datetime.date.today()).days
print(1 <= days <= 366)
# sleep waits for real, on every clock
m0, p0, w0 = time.monotonic(), time.perf_counter(), time.time()
time.sleep(0.05)
print(time.monotonic() - m0 >= 0.05, time.perf_counter() - p0 >= 0.05, time.time() - w0 >= 0.04)
time.sleep(0)
c0 = time.process_time()
s = 0
for i in range(200000):
    s += i
print(time.process_time() >= c0, type(time.thread_time()).__name__)
for v in [-1, -0.5, float("nan"), float("inf"), float("-inf"), 1e300, 10 ** 10, 10 ** 100, "1", None]:
    try:
        time.sleep(v)
        print("slept", v)
    except (ValueError, OverflowError, TypeError) as e:
        print(type(e).__name__ + ":", e)
for v in [float("nan"), 1e20, 10 ** 30, "x"]:
    for f in (time.localtime, time.gmtime, time.ctime):
        try:
            f(v)
        except (ValueError, OverflowError, TypeError) as e:
            print(f.__name__, type(e).__name__ + ":", e)
print(time.gmtime(-1.5), time.gmtime(1e9).tm_zone)
