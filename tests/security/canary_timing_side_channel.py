# cpython: same
# canary: the clock is virtual: timing cannot measure the host
import time
t0 = time.perf_counter()
s = 0
for i in range(100000):
    s += i
t1 = time.perf_counter()
print(t1 >= t0, type(time.time()).__name__, type(time.monotonic()).__name__)
