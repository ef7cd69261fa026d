# Bloom filter with hashlib-based hashes: false positive rate measured vs theory
import hashlib
import math


class BloomFilter:
    def __init__(self, n_items, fp_rate):
        self.m = math.ceil(-n_items * math.log(fp_rate) / math.log(2) ** 2)
        self.k = max(1, round(self.m / n_items * math.log(2)))
        self.bits = bytearray((self.m + 7) // 8)

    def _positions(self, item):
        digest = hashlib.sha256(item.encode()).digest()
        h1 = int.from_bytes(digest[:8], "big")
        h2 = int.from_bytes(digest[8:16], "big")
        return [(h1 + i * h2) % self.m for i in range(self.k)]

    def add(self, item):
        for p in self._positions(item):
            self.bits[p // 8] |= 1 << (p % 8)

    def __contains__(self, item):
        return all(self.bits[p // 8] >> (p % 8) & 1 for p in self._positions(item))

    def fill_ratio(self):
        return sum(bin(b).count("1") for b in self.bits) / self.m


bf = BloomFilter(500, 0.01)
print("m =", bf.m, "k =", bf.k, "bytes =", len(bf.bits))
words = [f"word{i}" for i in range(500)]
for w in words:
    bf.add(w)
print("all present:", all(w in bf for w in words))
probes = [f"other{i}" for i in range(5000)]
fp = sum(p in bf for p in probes)
print("false positives:", fp, f"rate={fp / len(probes):.4f}")
theory = (1 - math.exp(-bf.k * 500 / bf.m)) ** bf.k
print(f"theory={theory:.4f} fill={bf.fill_ratio():.4f}")
print(hashlib.sha256(b"abc").hexdigest())
print(hashlib.md5("hello".encode()).hexdigest(), hashlib.sha1(b"").hexdigest())
print("apple" in bf, "word42" in bf)
