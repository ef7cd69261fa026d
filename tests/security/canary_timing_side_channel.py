# cpython: same
# canary: timing works (the clock is the host's since issue 10) and leaks nothing else
import time
t0 = time.perf_counter()
s = 0
for i in range(100000):
    s += i
t1 = time.perf_counter()
print(t1 >= t0, type(time.time()).__name__, type(time.monotonic()).__name__)
