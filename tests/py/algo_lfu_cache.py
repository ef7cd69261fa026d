# LFU cache: O(1) get/put with frequency buckets of OrderedDicts, evicting least-recent among least-frequent
from collections import OrderedDict, defaultdict


class LFUCache:
    def __init__(self, capacity):
        self.cap = capacity
        self.vals = {}
        self.freq = {}
        self.buckets = defaultdict(OrderedDict)
        self.min_freq = 0
        self.evicted = []

    def _touch(self, key):
        f = self.freq[key]
        del self.buckets[f][key]
        if not self.buckets[f]:
            del self.buckets[f]
            if self.min_freq == f:
                self.min_freq += 1
        self.freq[key] = f + 1
        self.buckets[f + 1][key] = None

    def get(self, key):
        if key not in self.vals:
            return -1
        self._touch(key)
        return self.vals[key]

    def put(self, key, value):
        if self.cap <= 0:
            return
        if key in self.vals:
            self.vals[key] = value
            self._touch(key)
            return
        if len(self.vals) >= self.cap:
            old, _ = self.buckets[self.min_freq].popitem(last=False)
            if not self.buckets[self.min_freq]:
                del self.buckets[self.min_freq]
            del self.vals[old], self.freq[old]
            self.evicted.append(old)
        self.vals[key] = value
        self.freq[key] = 1
        self.buckets[1][key] = None
        self.min_freq = 1

    def state(self):
        return {f: list(b) for f, b in sorted(self.buckets.items())}


c = LFUCache(2)
ops = [("put", 1, 1), ("put", 2, 2), ("get", 1), ("put", 3, 3), ("get", 2), ("get", 3),
       ("put", 4, 4), ("get", 1), ("get", 3), ("get", 4), ("put", 3, 30), ("put", 5, 5), ("get", 3)]
for op, *args in ops:
    r = getattr(c, op)(*args)
    print(f"{op}{tuple(args)} -> {r}   buckets={c.state()} min={c.min_freq}")
print("evicted:", c.evicted)
z = LFUCache(0)
z.put(1, 1)
print(z.get(1))
