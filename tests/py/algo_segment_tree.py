# Segment tree with range sum/min queries and point updates, checked against brute force
import random


class SegmentTree:
    def __init__(self, data, func=lambda a, b: a + b, identity=0):
        self.n = len(data)
        self.func, self.identity = func, identity
        self.size = 1
        while self.size < self.n:
            self.size *= 2
        self.tree = [identity] * (2 * self.size)
        self.tree[self.size:self.size + self.n] = data
        for i in range(self.size - 1, 0, -1):
            self.tree[i] = func(self.tree[2 * i], self.tree[2 * i + 1])

    def update(self, i, value):
        i += self.size
        self.tree[i] = value
        while i > 1:
            i //= 2
            self.tree[i] = self.func(self.tree[2 * i], self.tree[2 * i + 1])

    def query(self, lo, hi):
        """Aggregate over data[lo:hi]."""
        res_l = res_r = self.identity
        lo += self.size
        hi += self.size
        while lo < hi:
            if lo & 1:
                res_l = self.func(res_l, self.tree[lo])
                lo += 1
            if hi & 1:
                hi -= 1
                res_r = self.func(self.tree[hi], res_r)
            lo //= 2
            hi //= 2
        return self.func(res_l, res_r)


data = [5, 3, 8, 6, 1, 4, 7, 2, 9, 0]
st_sum = SegmentTree(data)
st_min = SegmentTree(data, min, float("inf"))
print(st_sum.query(0, 10), st_sum.query(2, 5), st_min.query(0, 10), st_min.query(5, 8))
st_sum.update(4, 10)
st_min.update(9, 11)
data[4], data[9] = 10, 11
print(st_sum.query(3, 6), st_min.query(0, 10), st_min.query(9, 10))
rng = random.Random(5)
arr = [rng.randint(-50, 50) for _ in range(40)]
s, m = SegmentTree(arr), SegmentTree(arr, max, -10**9)
ok = True
for _ in range(200):
    if rng.random() < 0.3:
        i, v = rng.randrange(40), rng.randint(-50, 50)
        arr[i] = v
        s.update(i, v)
        m.update(i, v)
    else:
        lo = rng.randrange(40)
        hi = rng.randint(lo + 1, 40)
        ok &= s.query(lo, hi) == sum(arr[lo:hi]) and m.query(lo, hi) == max(arr[lo:hi])
print("random checks ok:", ok)
print(arr[:10], s.query(0, 40), m.query(0, 40))
