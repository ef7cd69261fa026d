# time: clocks are monotonic, gmtime/strftime/mktime in UTC, struct_time
import time
t0 = time.time(); p0 = time.perf_counter(); m0 = time.monotonic()
s = 0
for i in range(10000):
    s += i
time.sleep(0.01)
print(time.time() >= t0, time.perf_counter() > p0, time.monotonic() >= m0, time.time() > 1.6e9)
print(isinstance(time.time_ns(), int), isinstance(time.perf_counter_ns(), int))
g = time.gmtime(0)
print(g, g.tm_year, g[0], g[:3], len(g))
print(time.gmtime(1700000000), time.strftime("%Y-%m-%d %H:%M:%S %a %j", time.gmtime(1700000000)))
print(time.mktime(time.gmtime(1700000000)) - 1700000000 == -time.timezone)
print(time.asctime(time.gmtime(86400 * 365)), time.strptime("2024-02-29", "%Y-%m-%d")[:7])
print(time.strftime("%d/%m/%y", (2020, 5, 17, 0, 0, 0, 0, 1, 0)))
