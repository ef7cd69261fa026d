# Percolation threshold estimate using weighted quick-union on a random grid (seeded)
import random


class WQU:
    def __init__(self, n):
        self.p = list(range(n))
        self.sz = [1] * n

    def find(self, x):
        root = x
        while self.p[root] != root:
            root = self.p[root]
        while self.p[x] != root:
            self.p[x], x = root, self.p[x]
        return root

    def union(self, a, b):
        a, b = self.find(a), self.find(b)
        if a == b:
            return
        if self.sz[a] < self.sz[b]:
            a, b = b, a
        self.p[b] = a
        self.sz[a] += self.sz[b]


def percolation_trial(n, rng):
    top, bottom = n * n, n * n + 1
    uf = WQU(n * n + 2)
    open_ = [[False] * n for _ in range(n)]
    cells = [(r, c) for r in range(n) for c in range(n)]
    rng.shuffle(cells)
    for count, (r, c) in enumerate(cells, 1):
        open_[r][c] = True
        idx = r * n + c
        if r == 0:
            uf.union(idx, top)
        if r == n - 1:
            uf.union(idx, bottom)
        for dr, dc in ((1, 0), (-1, 0), (0, 1), (0, -1)):
            nr, nc = r + dr, c + dc
            if 0 <= nr < n and 0 <= nc < n and open_[nr][nc]:
                uf.union(idx, nr * n + nc)
        if uf.find(top) == uf.find(bottom):
            return count / (n * n), open_
    return 1.0, open_


rng = random.Random(4)
frac, grid = percolation_trial(8, rng)
print(f"8x8 percolates at {frac:.4f}")
for row in grid:
    print("".join("." if x else "#" for x in row))
results = [percolation_trial(20, rng)[0] for _ in range(30)]
mean = sum(results) / len(results)
sd = (sum((x - mean) ** 2 for x in results) / (len(results) - 1)) ** 0.5
print(f"20x20 over 30 trials: mean={mean:.4f} sd={sd:.4f} min={min(results):.4f} max={max(results):.4f}")
