# Consistent hashing ring with virtual nodes (bisect over sorted hashes), key movement on resize
import bisect
import hashlib
from collections import Counter


def h(s: str) -> int:
    return int(hashlib.md5(s.encode()).hexdigest()[:8], 16)


class Ring:
    def __init__(self, nodes=(), vnodes=50):
        self.vnodes = vnodes
        self.hashes = []
        self.owner = {}
        for n in nodes:
            self.add(n)

    def add(self, node):
        for i in range(self.vnodes):
            hv = h(f"{node}#{i}")
            bisect.insort(self.hashes, hv)
            self.owner[hv] = node

    def remove(self, node):
        self.hashes = [x for x in self.hashes if self.owner[x] != node]
        self.owner = {k: v for k, v in self.owner.items() if v != node}

    def lookup(self, key):
        i = bisect.bisect(self.hashes, h(key)) % len(self.hashes)
        return self.owner[self.hashes[i]]


keys = [f"user:{i}" for i in range(2000)]
ring = Ring(["alpha", "beta", "gamma"])
before = {k: ring.lookup(k) for k in keys}
print(sorted(Counter(before.values()).items()))
ring.add("delta")
after = {k: ring.lookup(k) for k in keys}
moved = sum(before[k] != after[k] for k in keys)
print(sorted(Counter(after.values()).items()))
print("moved:", moved, f"{moved / len(keys):.3f}", all(after[k] == "delta" for k in keys if before[k] != after[k]))
ring.remove("beta")
final = {k: ring.lookup(k) for k in keys}
print(sorted(Counter(final.values()).items()))
print(sum(after[k] != final[k] for k in keys), sum(after[k] == "beta" for k in keys))
print(h("user:0"), ring.lookup("user:0"), len(ring.hashes))
