# classmethod factories, staticmethod helpers, class state via cls
class Date:
    def __init__(self, y, m, d):
        self.y, self.m, self.d = y, m, d
    @classmethod
    def from_iso(cls, s):
        y, m, d = map(int, s.split("-"))
        return cls(y, m, d)
    @staticmethod
    def is_leap(y):
        return y % 4 == 0 and (y % 100 != 0 or y % 400 == 0)
    def __repr__(self):
        return f"{type(self).__name__}({self.y}, {self.m}, {self.d})"
class EuroDate(Date):
    def __str__(self):
        return f"{self.d:02}/{self.m:02}/{self.y}"
print(Date.from_iso("2024-02-29"), EuroDate.from_iso("1999-12-31"), str(EuroDate.from_iso("2000-01-02")))
print(Date.is_leap(2000), Date.is_leap(1900), Date(1, 1, 1).is_leap(2024))
class Registry:
    items = []
    @classmethod
    def register(cls, x):
        cls.items.append(x)
        return len(cls.items)
print(Registry.register("a"), Registry.register("b"), Registry.items)
class Shape:
    count = 0
    def __init__(self):
        type(self).count += 1
    @classmethod
    def how_many(cls):
        return f"{cls.__name__}: {cls.count}"
class Sq(Shape):
    count = 0
Shape(); Sq(); Sq()
print(Shape.how_many(), Sq.how_many())
