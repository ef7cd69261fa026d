# Range minimum queries: sparse table O(1) query, sqrt decomposition, checked on seeded random data
import math
import random


class SparseTable:
    def __init__(self, a):
        n = len(a)
        self.log = [0] * (n + 1)
        for i in range(2, n + 1):
            self.log[i] = self.log[i // 2] + 1
        self.table = [a[:]]
        j = 1
        while (1 << j) <= n:
            prev = self.table[-1]
            half = 1 << (j - 1)
            self.table.append([min(prev[i], prev[i + half]) for i in range(n - (1 << j) + 1)])
            j += 1

    def query(self, lo, hi):
        j = self.log[hi - lo + 1]
        return min(self.table[j][lo], self.table[j][hi - (1 << j) + 1])


class SqrtDecomp:
    def __init__(self, a):
        self.a = a[:]
        self.b = max(1, math.isqrt(len(a)))
        self.blocks = [min(a[i:i + self.b]) for i in range(0, len(a), self.b)]

    def query(self, lo, hi):
        best = math.inf
        while lo <= hi and lo % self.b:
            best = min(best, self.a[lo]); lo += 1
        while lo + self.b - 1 <= hi:
            best = min(best, self.blocks[lo // self.b]); lo += self.b
        while lo <= hi:
            best = min(best, self.a[lo]); lo += 1
        return best

    def update(self, i, v):
        self.a[i] = v
        k = i // self.b
        self.blocks[k] = min(self.a[k * self.b:(k + 1) * self.b])


rng = random.Random(2)
data = [rng.randint(-1000, 1000) for _ in range(300)]
st, sq = SparseTable(data), SqrtDecomp(data)
print(len(st.table), [len(row) for row in st.table])
ok = True
for _ in range(500):
    lo = rng.randrange(300)
    hi = rng.randrange(lo, 300)
    expect = min(data[lo:hi + 1])
    ok &= st.query(lo, hi) == expect == sq.query(lo, hi)
print("queries agree:", ok)
print(st.query(0, 299), min(data), st.query(10, 10), data[10])
sq.update(5, -5000)
print(sq.query(0, 50), sq.query(6, 50), sq.b, len(sq.blocks))
