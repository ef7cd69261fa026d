# LRU cache class built on OrderedDict, with hit/miss stats, __contains__, __len__ and a decorator
from collections import OrderedDict
from functools import wraps

class LRUCache:
    def __init__(self, capacity):
        if capacity <= 0:
            raise ValueError("capacity must be positive")
        self.capacity = capacity
        self._data = OrderedDict()
        self.hits = self.misses = self.evictions = 0

    def get(self, key, default=None):
        if key in self._data:
            self._data.move_to_end(key)
            self.hits += 1
            return self._data[key]
        self.misses += 1
        return default

    def put(self, key, value):
        if key in self._data:
            self._data.move_to_end(key)
        self._data[key] = value
        if len(self._data) > self.capacity:
            old, _ = self._data.popitem(last=False)
            self.evictions += 1
            print(f"  evicted {old!r}")

    def __contains__(self, key):
        return key in self._data

    def __len__(self):
        return len(self._data)

    def __repr__(self):
        return f"LRUCache({list(self._data.items())})"

    def __call__(self, func):
        @wraps(func)
        def wrapper(*args):
            sentinel = object()
            result = self.get(args, sentinel)
            if result is sentinel:
                result = func(*args)
                self.put(args, result)
            return result
        wrapper.cache = self
        return wrapper

c = LRUCache(2)
c.put("a", 1); c.put("b", 2)
print(c.get("a"), c.get("zz", "none"))
c.put("c", 3)
print(c, "b" in c, len(c))
c.put("a", 10); c.put("d", 4)
print(c, c.hits, c.misses, c.evictions)

@LRUCache(3)
def slow_square(n):
    print(f"  computing {n}")
    return n * n

print([slow_square(n) for n in (1, 2, 1, 3, 4, 1, 2)])
print(slow_square.cache.hits, slow_square.cache.misses, slow_square.__name__)
try:
    LRUCache(0)
except ValueError as e:
    print("ValueError:", e)
