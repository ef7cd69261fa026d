# collections.abc.MutableSequence: append, extend, pop, remove, reverse, clear, +=, reversed,
# index, count from __getitem__/__setitem__/__delitem__/__len__/insert
from collections.abc import MutableSequence
class Log(MutableSequence):
    def __init__(self):
        self._d = []
    def __getitem__(self, i):
        return self._d[i]
    def __setitem__(self, i, v):
        self._d[i] = v
    def __delitem__(self, i):
        del self._d[i]
    def __len__(self):
        return len(self._d)
    def insert(self, i, v):
        print("insert", i, v)
        self._d.insert(i, v)
l = Log()
l.append("a")
l.extend(["b", "c"])
l += ["d"]
print(l._d, l.pop(), l.pop(0), l._d, list(reversed(l)), l.index("c"), l.count("b"), "c" in l)
l.extend(l)
l.reverse()
print(l._d)
l.remove("b")
print(l._d)
try:
    l.index("zz")
except ValueError as e:
    print("ValueError:", repr(e))
l.clear()
print(l._d, len(l))
