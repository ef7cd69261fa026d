# Fenwick (binary indexed) tree: prefix sums, range sums, inversion counting
class Fenwick:
    def __init__(self, n):
        self.n = n
        self.t = [0] * (n + 1)

    def add(self, i, delta):
        i += 1
        while i <= self.n:
            self.t[i] += delta
            i += i & -i

    def prefix(self, i):
        """Sum of items [0, i)."""
        s = 0
        while i > 0:
            s += self.t[i]
            i -= i & -i
        return s

    def range_sum(self, lo, hi):
        return self.prefix(hi) - self.prefix(lo)

    @classmethod
    def from_list(cls, values):
        f = cls(len(values))
        for i, v in enumerate(values):
            f.add(i, v)
        return f


def inversions(seq):
    ranks = {v: i for i, v in enumerate(sorted(set(seq)))}
    f = Fenwick(len(ranks))
    inv = 0
    for x in reversed(seq):
        inv += f.prefix(ranks[x])
        f.add(ranks[x], 1)
    return inv


vals = [3, 2, -1, 6, 5, 4, -3, 3, 7, 2, 3]
f = Fenwick.from_list(vals)
print([f.prefix(i) for i in range(len(vals) + 1)])
print(f.range_sum(2, 6), sum(vals[2:6]))
f.add(3, 10)
print(f.range_sum(0, 4), f.t)
for s in ([2, 4, 1, 3, 5], [5, 4, 3, 2, 1], [1, 1, 1], list(range(20, 0, -2)), [3, 1, 2, 3, 1]):
    brute = sum(1 for i in range(len(s)) for j in range(i + 1, len(s)) if s[i] > s[j])
    print(s, inversions(s), brute)
