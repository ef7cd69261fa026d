# Rate limiting simulations with a fake clock: token bucket, sliding window log, fixed window counters
from collections import deque


class TokenBucket:
    def __init__(self, rate, capacity):
        self.rate, self.capacity = rate, capacity
        self.tokens, self.last = capacity, 0.0

    def allow(self, now):
        self.tokens = min(self.capacity, self.tokens + (now - self.last) * self.rate)
        self.last = now
        if self.tokens >= 1:
            self.tokens -= 1
            return True
        return False


class SlidingLog:
    def __init__(self, limit, window):
        self.limit, self.window, self.log = limit, window, deque()

    def allow(self, now):
        while self.log and self.log[0] <= now - self.window:
            self.log.popleft()
        if len(self.log) < self.limit:
            self.log.append(now)
            return True
        return False


class FixedWindow:
    def __init__(self, limit, window):
        self.limit, self.window = limit, window
        self.counts = {}

    def allow(self, now):
        key = int(now // self.window)
        self.counts[key] = self.counts.get(key, 0) + 1
        return self.counts[key] <= self.limit


times = [0.0, 0.1, 0.2, 0.3, 0.35, 0.9, 1.0, 1.05, 1.1, 1.5, 2.0, 2.01, 2.02, 2.03, 2.04, 3.5]
limiters = {"bucket": TokenBucket(rate=2, capacity=3), "sliding": SlidingLog(3, 1.0), "fixed": FixedWindow(3, 1.0)}
print("time  " + " ".join(f"{n:>8}" for n in limiters))
results = {n: [] for n in limiters}
for t in times:
    row = []
    for name, lim in limiters.items():
        ok = lim.allow(t)
        results[name].append(ok)
        row.append("ok" if ok else "DENY")
    print(f"{t:4.2f}  " + " ".join(f"{r:>8}" for r in row))
print({n: sum(r) for n, r in results.items()})
print(round(limiters["bucket"].tokens, 6), list(limiters["sliding"].log), sorted(limiters["fixed"].counts.items()))
