# Union-find with path compression and union by rank
class DisjointSet:
    def __init__(self, n):
        self.parent = list(range(n))
        self.rank = [0] * n
        self.count = n

    def find(self, x):
        while self.parent[x] != x:
            self.parent[x] = self.parent[self.parent[x]]
            x = self.parent[x]
        return x

    def union(self, a, b):
        ra, rb = self.find(a), self.find(b)
        if ra == rb:
            return False
        if self.rank[ra] < self.rank[rb]:
            ra, rb = rb, ra
        self.parent[rb] = ra
        if self.rank[ra] == self.rank[rb]:
            self.rank[ra] += 1
        self.count -= 1
        return True

    def groups(self):
        out = {}
        for x in range(len(self.parent)):
            out.setdefault(self.find(x), []).append(x)
        return sorted(out.values())

    def __repr__(self):
        return f"DisjointSet(count={self.count})"


ds = DisjointSet(10)
pairs = [(0, 1), (2, 3), (1, 3), (4, 5), (6, 7), (5, 7), (0, 3), (8, 9), (9, 8)]
for a, b in pairs:
    merged = ds.union(a, b)
    print(f"union({a}, {b}) -> {merged}, components = {ds.count}")
print(ds)
print(ds.groups())
print(ds.find(3) == ds.find(0), ds.find(4) == ds.find(0))
