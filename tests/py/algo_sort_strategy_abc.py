# Strategy pattern with abc.ABC: pluggable sorting algorithms registered by name, all checked against sorted()
from abc import ABC, abstractmethod
import random


class Sorter(ABC):
    registry = {}

    def __init_subclass__(cls, name=None, **kw):
        super().__init_subclass__(**kw)
        if name:
            Sorter.registry[name] = cls

    def __init__(self):
        self.comparisons = 0

    def less(self, a, b):
        self.comparisons += 1
        return a < b

    @abstractmethod
    def sort(self, items):
        ...


class Insertion(Sorter, name="insertion"):
    def sort(self, items):
        a = list(items)
        for i in range(1, len(a)):
            j = i
            while j > 0 and self.less(a[j], a[j - 1]):
                a[j], a[j - 1] = a[j - 1], a[j]
                j -= 1
        return a


class Merge(Sorter, name="merge"):
    def sort(self, items):
        a = list(items)
        if len(a) < 2:
            return a
        mid = len(a) // 2
        left, right = self.sort(a[:mid]), self.sort(a[mid:])
        out = []
        while left and right:
            out.append(right.pop(0) if self.less(right[0], left[0]) else left.pop(0))
        return out + left + right


class Heap(Sorter, name="heap"):
    def sort(self, items):
        import heapq
        h = list(items)
        heapq.heapify(h)
        return [heapq.heappop(h) for _ in range(len(h))]


try:
    Sorter()
except TypeError as e:
    print("TypeError:", e)
rng = random.Random(10)
data = [rng.randint(0, 99) for _ in range(40)]
for name in sorted(Sorter.registry):
    s = Sorter.registry[name]()
    out = s.sort(data)
    print(f"{name:10} correct={out == sorted(data)} comparisons={s.comparisons}")
print(sorted(Sorter.registry), issubclass(Merge, Sorter), isinstance(Heap(), ABC))
