# token-bucket and sliding-window rate limiters driven by a fake clock object (no real time)
from collections import deque

class FakeClock:
    def __init__(self):
        self.t = 0.0
    def __call__(self):
        return self.t
    def advance(self, dt):
        self.t = round(self.t + dt, 3)

class TokenBucket:
    def __init__(self, rate, capacity, clock):
        self.rate, self.capacity, self.clock = rate, capacity, clock
        self.tokens = capacity
        self.last = clock()

    def allow(self, cost=1):
        now = self.clock()
        self.tokens = min(self.capacity, self.tokens + (now - self.last) * self.rate)
        self.last = now
        if self.tokens >= cost:
            self.tokens -= cost
            return True
        return False

class SlidingWindow:
    def __init__(self, limit, window, clock):
        self.limit, self.window, self.clock = limit, window, clock
        self.hits = deque()

    def allow(self):
        now = self.clock()
        while self.hits and self.hits[0] <= now - self.window:
            self.hits.popleft()
        if len(self.hits) < self.limit:
            self.hits.append(now)
            return True
        return False

clock = FakeClock()
bucket = TokenBucket(rate=2, capacity=3, clock=clock)
window = SlidingWindow(limit=3, window=1.0, clock=clock)
timeline = []
for step in range(12):
    b, w = bucket.allow(), window.allow()
    timeline.append(f"t={clock():.2f} bucket={'Y' if b else 'n'} window={'Y' if w else 'n'} tokens={bucket.tokens:.1f}")
    clock.advance(0.25)
print("\n".join(timeline))
clock.advance(5)
print(bucket.allow(cost=3), bucket.allow(), round(bucket.tokens, 2), len(window.hits), window.allow())
