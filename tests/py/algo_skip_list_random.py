# Skip list with seeded random levels: insert, search, delete, level statistics
import random


class SkipNode:
    def __init__(self, key, level):
        self.key = key
        self.forward = [None] * level


class SkipList:
    MAX_LEVEL = 8

    def __init__(self, seed=0):
        self.rng = random.Random(seed)
        self.head = SkipNode(None, self.MAX_LEVEL)
        self.level = 1
        self.size = 0

    def _random_level(self):
        lvl = 1
        while lvl < self.MAX_LEVEL and self.rng.random() < 0.5:
            lvl += 1
        return lvl

    def _path(self, key):
        update = [self.head] * self.MAX_LEVEL
        x = self.head
        for i in range(self.level - 1, -1, -1):
            while x.forward[i] and x.forward[i].key < key:
                x = x.forward[i]
            update[i] = x
        return x.forward[0], update

    def insert(self, key):
        nxt, update = self._path(key)
        if nxt and nxt.key == key:
            return False
        lvl = self._random_level()
        self.level = max(self.level, lvl)
        node = SkipNode(key, lvl)
        for i in range(lvl):
            node.forward[i] = update[i].forward[i]
            update[i].forward[i] = node
        self.size += 1
        return True

    def __contains__(self, key):
        nxt, _ = self._path(key)
        return nxt is not None and nxt.key == key

    def delete(self, key):
        nxt, update = self._path(key)
        if not nxt or nxt.key != key:
            raise KeyError(key)
        for i in range(len(nxt.forward)):
            update[i].forward[i] = nxt.forward[i]
        self.size -= 1

    def __iter__(self):
        x = self.head.forward[0]
        while x:
            yield x.key
            x = x.forward[0]

    def levels(self):
        counts = [0] * self.MAX_LEVEL
        x = self.head.forward[0]
        while x:
            counts[len(x.forward) - 1] += 1
            x = x.forward[0]
        return counts


sl = SkipList(seed=42)
keys = [random.Random(1).randint(0, 500) for _ in range(1)]
rng = random.Random(7)
inserted = [sl.insert(rng.randint(0, 300)) for _ in range(120)]
print(sl.size, inserted.count(False), sl.level)
print(list(sl)[:15])
print(list(sl) == sorted(set(sl)), 150 in sl, list(sl)[3] in sl)
print(sl.levels())
for k in list(sl)[:5]:
    sl.delete(k)
print(sl.size, list(sl)[:5])
try:
    sl.delete(-1)
except KeyError as e:
    print("KeyError:", e)
