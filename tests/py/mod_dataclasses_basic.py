# dataclasses: generated __init__/__repr__/__eq__, defaults and field()
from dataclasses import dataclass, field, asdict, astuple, fields, replace
@dataclass
class Point:
    x: int
    y: int = 0
p = Point(1, 2)
print(p, Point(5), Point(y=3, x=4), p == Point(1, 2), p == Point(2, 1), p.x + p.y)
@dataclass
class Inventory:
    name: str
    items: list = field(default_factory=list)
    count: int = field(default=0, repr=False)
a = Inventory("a")
b = Inventory("b")
a.items.append(1)
print(a, b, a.count, [f.name for f in fields(Inventory)])
print(asdict(a), astuple(p), replace(p, y=9))
@dataclass
class Line:
    start: Point
    end: Point
    def length2(self):
        return (self.end.x - self.start.x) ** 2 + (self.end.y - self.start.y) ** 2
ln = Line(Point(0, 0), Point(3, 4))
print(ln, ln.length2(), asdict(ln))
@dataclass
class Account:
    owner: str
    balance: float = 0.0
    def __post_init__(self):
        self.owner = self.owner.title()
print(Account("ann lee"), Account("bo", 5).balance)
try:
    Point()
except TypeError as e:
    print("TypeError:", e)
