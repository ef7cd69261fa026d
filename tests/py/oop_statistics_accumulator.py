# an online statistics accumulator (Welford), mergeable with __add__, with __repr__ and properties
import math

class RunningStats:
    def __init__(self, values=()):
        self.n = 0
        self.mean = 0.0
        self._m2 = 0.0
        self.min = math.inf
        self.max = -math.inf
        for v in values:
            self.push(v)

    def push(self, x):
        self.n += 1
        delta = x - self.mean
        self.mean += delta / self.n
        self._m2 += delta * (x - self.mean)
        self.min = min(self.min, x)
        self.max = max(self.max, x)
        return self

    @property
    def variance(self):
        return self._m2 / (self.n - 1) if self.n > 1 else 0.0

    @property
    def stdev(self):
        return math.sqrt(self.variance)

    def __add__(self, other):
        out = RunningStats()
        out.n = self.n + other.n
        if out.n == 0:
            return out
        delta = other.mean - self.mean
        out.mean = self.mean + delta * other.n / out.n
        out._m2 = self._m2 + other._m2 + delta ** 2 * self.n * other.n / out.n
        out.min, out.max = min(self.min, other.min), max(self.max, other.max)
        return out

    def __len__(self):
        return self.n

    def __repr__(self):
        if not self.n:
            return "RunningStats(empty)"
        return (f"RunningStats(n={self.n}, mean={self.mean:.3f}, sd={self.stdev:.3f}, "
                f"range=[{self.min}, {self.max}])")

a = RunningStats([2, 4, 4, 4, 5, 5, 7, 9])
b = RunningStats([10, 12, 23])
print(a)
print(b)
both = a + b
print(both, len(both))
direct = RunningStats([2, 4, 4, 4, 5, 5, 7, 9, 10, 12, 23])
print(math.isclose(both.variance, direct.variance), round(direct.variance, 6))
print(RunningStats(), RunningStats() + RunningStats(), RunningStats([5]).variance)
s = RunningStats()
for x in range(1, 101):
    s.push(x)
print(s.mean, round(s.stdev, 4), s.min, s.max)
