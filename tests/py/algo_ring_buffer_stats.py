# Moving statistics over a stream with deque(maxlen): moving average, min/max via monotonic deques, median via two heaps
import heapq
import random
from collections import deque


class MovingStats:
    def __init__(self, k):
        self.k = k
        self.win = deque(maxlen=k)
        self.total = 0
        self.mins, self.maxs = deque(), deque()
        self.i = 0

    def push(self, x):
        if len(self.win) == self.k:
            self.total -= self.win[0]
        self.win.append(x)
        self.total += x
        while self.mins and self.mins[-1][1] >= x:
            self.mins.pop()
        while self.maxs and self.maxs[-1][1] <= x:
            self.maxs.pop()
        self.mins.append((self.i, x))
        self.maxs.append((self.i, x))
        for dq in (self.mins, self.maxs):
            if dq[0][0] <= self.i - self.k:
                dq.popleft()
        self.i += 1
        return self.total / len(self.win), self.mins[0][1], self.maxs[0][1]


class RunningMedian:
    def __init__(self):
        self.lo, self.hi = [], []

    def add(self, x):
        if self.lo and x > -self.lo[0]:
            heapq.heappush(self.hi, x)
        else:
            heapq.heappush(self.lo, -x)
        if len(self.lo) > len(self.hi) + 1:
            heapq.heappush(self.hi, -heapq.heappop(self.lo))
        elif len(self.hi) > len(self.lo):
            heapq.heappush(self.lo, -heapq.heappop(self.hi))
        if len(self.lo) > len(self.hi):
            return -self.lo[0]
        return (-self.lo[0] + self.hi[0]) / 2


rng = random.Random(8)
stream = [rng.randint(1, 50) for _ in range(15)]
ms, rm = MovingStats(4), RunningMedian()
for x in stream:
    avg, lo, hi = ms.push(x)
    med = rm.add(x)
    print(f"x={x:2d} avg4={avg:6.2f} min4={lo:2d} max4={hi:2d} median={med}")
print(list(ms.win), ms.win.maxlen, sorted(stream)[len(stream) // 2])
