# OrderedDict-based caches with a fake clock: LRU with TTL expiry, move_to_end, popitem order, equality rules
from collections import OrderedDict


class FakeClock:
    def __init__(self):
        self.t = 0

    def advance(self, dt):
        self.t += dt

    def __call__(self):
        return self.t


class TTLCache:
    def __init__(self, capacity, ttl, clock):
        self.capacity, self.ttl, self.clock = capacity, ttl, clock
        self.items = OrderedDict()

    def _purge(self):
        now = self.clock()
        for k in [k for k, (_, exp) in self.items.items() if exp <= now]:
            del self.items[k]

    def get(self, key, default=None):
        self._purge()
        if key not in self.items:
            return default
        self.items.move_to_end(key)
        return self.items[key][0]

    def set(self, key, value):
        self._purge()
        self.items[key] = (value, self.clock() + self.ttl)
        self.items.move_to_end(key)
        while len(self.items) > self.capacity:
            k, _ = self.items.popitem(last=False)
            print("   evicted", k)

    def keys(self):
        return list(self.items)


clock = FakeClock()
c = TTLCache(3, ttl=10, clock=clock)
for k, v in [("a", 1), ("b", 2), ("c", 3)]:
    c.set(k, v)
    clock.advance(2)
print(c.keys(), c.get("a"), c.keys())
c.set("d", 4)
print(c.keys())
clock.advance(5)
print(c.get("c"), c.get("b"), c.keys())
clock.advance(20)
print(c.get("a", "expired"), c.keys())
od = OrderedDict.fromkeys("abcde")
od.move_to_end("b")
od.move_to_end("e", last=False)
print(list(od), od.popitem(), od.popitem(last=False), list(od))
print(OrderedDict(a=1, b=2) == OrderedDict(b=2, a=1), OrderedDict(a=1, b=2) == {"b": 2, "a": 1}, dict(a=1) == OrderedDict(a=1))
print(list(reversed(OrderedDict(x=1, y=2, z=3))), OrderedDict(sorted({"q": 1, "p": 2}.items())))
