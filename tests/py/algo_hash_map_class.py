# A hash map with separate chaining and resizing, compared against dict
class HashMap:
    def __init__(self, capacity=4):
        self.buckets = [[] for _ in range(capacity)]
        self.size = 0
        self.resizes = 0

    def _bucket(self, key):
        return self.buckets[hash(key) % len(self.buckets)]

    def __setitem__(self, key, value):
        b = self._bucket(key)
        for i, (k, _) in enumerate(b):
            if k == key:
                b[i] = (key, value)
                return
        b.append((key, value))
        self.size += 1
        if self.size > 0.75 * len(self.buckets):
            self._resize()

    def __getitem__(self, key):
        for k, v in self._bucket(key):
            if k == key:
                return v
        raise KeyError(key)

    def __delitem__(self, key):
        b = self._bucket(key)
        for i, (k, _) in enumerate(b):
            if k == key:
                del b[i]
                self.size -= 1
                return
        raise KeyError(key)

    def __contains__(self, key):
        return any(k == key for k, _ in self._bucket(key))

    def __len__(self):
        return self.size

    def _resize(self):
        old = [kv for b in self.buckets for kv in b]
        self.buckets = [[] for _ in range(2 * len(self.buckets))]
        self.size = 0
        self.resizes += 1
        for k, v in old:
            self[k] = v

    def items(self):
        return sorted(kv for b in self.buckets for kv in b)


m, ref = HashMap(), {}
for i, word in enumerate("the quick brown fox jumps over the lazy dog again and again".split()):
    m[word] = m[word] + 1 if word in m else 1
    ref[word] = ref.get(word, 0) + 1
print(len(m), len(ref), m.resizes, len(m.buckets))
print(m.items() == sorted(ref.items()))
print(m["the"], m["again"], "cat" in m)
del m["the"]
print(len(m), "the" in m)
for bad in ("the", "cat"):
    try:
        m[bad]
    except KeyError as e:
        print("KeyError", e)
for i in range(100):
    m[i] = i * i
print(len(m), m[99], m[(1, 2)] if (1, 2) in m else "missing", m.resizes)
m[(1, 2)] = "tuple"
m[2.0] = "float replaces int 2"
print(m[2], m[(1, 2)], len(m))
