# collections.namedtuple and typing.NamedTuple: fields, defaults, _replace, _asdict, methods
from collections import namedtuple
from typing import NamedTuple

Point = namedtuple("Point", ["x", "y"])
Color = namedtuple("Color", "r g b alpha", defaults=[255])

class Employee(NamedTuple):
    name: str
    dept: str
    salary: int = 50000

    def raise_by(self, pct):
        return self._replace(salary=int(self.salary * (1 + pct / 100)))

    @property
    def initials(self):
        return "".join(p[0] for p in self.name.split())

p = Point(3, 4)
print(p, p.x, p[1], p._fields, len(p))
print(p._replace(x=10), p._asdict())
x, y = p
print(x + y, p == (3, 4), p + (5,), sorted([Point(2, 1), Point(1, 9), Point(1, 2)]))
print(Color(1, 2, 3), Color(1, 2, 3, 0), Color._field_defaults)
print(Point._make([7, 8]), Point(y=2, x=1))
staff = [Employee("Ada Lovelace", "eng", 90000), Employee("Bob Stone", "ops"),
         Employee("Cy Young", "eng", 70000)]
for e in staff:
    print(e, e.initials)
print(staff[1].raise_by(10))
by_dept = {}
for e in staff:
    by_dept.setdefault(e.dept, []).append(e.name)
print(by_dept)
print(max(staff, key=lambda e: e.salary).name)
print(Employee._fields, Employee._field_defaults)
try:
    p.x = 5
except AttributeError as e:
    print("AttributeError:", e)
try:
    Point(1)
except TypeError as e:
    print("TypeError:", e)
print(isinstance(p, tuple), type(p).__name__, hash(p) == hash((3, 4)))
