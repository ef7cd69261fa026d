# computed properties with manual cache invalidation on setters, and functools.cached_property reset
from functools import cached_property

class Rectangle:
    def __init__(self, w, h):
        self._w, self._h = w, h
        self._area = None
        self.computations = 0

    @property
    def w(self):
        return self._w
    @w.setter
    def w(self, value):
        if value <= 0:
            raise ValueError("width must be positive")
        self._w, self._area = value, None

    @property
    def area(self):
        if self._area is None:
            self.computations += 1
            self._area = self._w * self._h
        return self._area

r = Rectangle(3, 4)
print(r.area, r.area, r.computations)
r.w = 5
print(r.area, r.computations)
try:
    r.w = -1
except ValueError as e:
    print("ValueError:", e, r.w)

class Report:
    def __init__(self, rows):
        self.rows = rows
    @cached_property
    def total(self):
        print("  summing")
        return sum(self.rows)
    def add(self, x):
        self.rows.append(x)
        self.__dict__.pop("total", None)

rep = Report([1, 2, 3])
print(rep.total, rep.total)
rep.add(10)
print(rep.total, "total" in vars(rep))
rep.total = 0
print(rep.total)
del rep.total
print(rep.total)
