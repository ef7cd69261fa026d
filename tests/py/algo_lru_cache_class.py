# LRU cache implemented with OrderedDict and with a dict + doubly linked list
from collections import OrderedDict


class LRUCache:
    def __init__(self, capacity: int):
        self.capacity = capacity
        self.data = OrderedDict()
        self.hits = self.misses = 0

    def get(self, key):
        if key not in self.data:
            self.misses += 1
            return -1
        self.hits += 1
        self.data.move_to_end(key)
        return self.data[key]

    def put(self, key, value):
        if key in self.data:
            self.data.move_to_end(key)
        self.data[key] = value
        if len(self.data) > self.capacity:
            evicted = self.data.popitem(last=False)
            print("  evict", evicted)

    def __repr__(self):
        return f"LRUCache({list(self.data.items())})"


class Node:
    def __init__(self, k=None, v=None):
        self.k, self.v, self.prev, self.next = k, v, None, None


class LinkedLRU:
    def __init__(self, capacity):
        self.cap, self.map = capacity, {}
        self.head, self.tail = Node(), Node()
        self.head.next, self.tail.prev = self.tail, self.head

    def _remove(self, n):
        n.prev.next, n.next.prev = n.next, n.prev

    def _add(self, n):
        n.prev, n.next = self.tail.prev, self.tail
        self.tail.prev.next = n
        self.tail.prev = n

    def get(self, k):
        if k not in self.map:
            return -1
        n = self.map[k]
        self._remove(n)
        self._add(n)
        return n.v

    def put(self, k, v):
        if k in self.map:
            self._remove(self.map[k])
        n = Node(k, v)
        self._add(n)
        self.map[k] = n
        if len(self.map) > self.cap:
            lru = self.head.next
            self._remove(lru)
            del self.map[lru.k]

    def keys(self):
        n, out = self.head.next, []
        while n is not self.tail:
            out.append(n.k)
            n = n.next
        return out


c, l = LRUCache(2), LinkedLRU(2)
script = [("put", 1, 1), ("put", 2, 2), ("get", 1), ("put", 3, 3), ("get", 2), ("put", 4, 4),
          ("get", 1), ("get", 3), ("get", 4), ("put", 3, 33), ("put", 5, 5), ("get", 3)]
for op, *args in script:
    r1 = getattr(c, op)(*args)
    r2 = getattr(l, op)(*args)
    print(op, args, r1, r2, c, l.keys())
print("hits", c.hits, "misses", c.misses)
