# A SortedList container class built on bisect: MutableSequence-like API, slicing, rank queries
import bisect
from collections.abc import Sequence


class SortedList(Sequence):
    def __init__(self, iterable=(), key=None):
        self._key = key or (lambda x: x)
        self._items = sorted(iterable, key=self._key)
        self._keys = [self._key(x) for x in self._items]

    def add(self, x):
        k = self._key(x)
        i = bisect.bisect_right(self._keys, k)
        self._keys.insert(i, k)
        self._items.insert(i, x)

    def remove(self, x):
        k = self._key(x)
        i = bisect.bisect_left(self._keys, k)
        while i < len(self._items) and self._keys[i] == k:
            if self._items[i] == x:
                del self._items[i], self._keys[i]
                return
            i += 1
        raise ValueError(f"{x!r} not in list")

    def __getitem__(self, i):
        if isinstance(i, slice):
            return SortedList(self._items[i], self._key)
        return self._items[i]

    def __len__(self):
        return len(self._items)

    def __contains__(self, x):
        k = self._key(x)
        i = bisect.bisect_left(self._keys, k)
        return any(self._items[j] == x for j in range(i, bisect.bisect_right(self._keys, k)))

    def rank(self, x):
        return bisect.bisect_left(self._keys, self._key(x))

    def irange(self, lo, hi):
        return self._items[bisect.bisect_left(self._keys, lo):bisect.bisect_right(self._keys, hi)]

    def __repr__(self):
        return f"SortedList({self._items!r})"


s = SortedList([5, 1, 4, 1, 5, 9, 2, 6])
s.add(3)
s.add(5)
print(s, len(s), s[0], s[-1], s[2:5], 5 in s, 7 in s)
s.remove(5)
print(s, s.rank(5), s.irange(2, 5), s.index(4), s.count(1), list(reversed(s))[:3])
try:
    s.remove(42)
except ValueError as e:
    print("ValueError:", e)
words = SortedList(["pear", "fig", "banana", "kiwi"], key=len)
words.add("plum")
print(words, words.irange(4, 4), "kiwi" in words, "lime" in words, words.rank("grape"))
print(isinstance(s, Sequence), max(s), sum(s), sorted(s, reverse=True) == list(reversed(s)))
