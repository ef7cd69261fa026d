# typing.Protocol with runtime_checkable, duck typing and structural isinstance checks
from typing import Protocol, runtime_checkable, Iterable

@runtime_checkable
class SupportsArea(Protocol):
    def area(self) -> float: ...

@runtime_checkable
class Named(Protocol):
    name: str

class Square:
    def __init__(self, s):
        self.s = s
        self.name = f"square{s}"
    def area(self):
        return self.s ** 2

class Circle:
    def __init__(self, r):
        self.r = r
    def area(self):
        return round(3.14159 * self.r ** 2, 2)

class Label:
    name = "label"

def total_area(shapes: Iterable[SupportsArea]) -> float:
    return sum(s.area() for s in shapes)

shapes = [Square(2), Circle(1), Square(3)]
print(total_area(shapes))
for obj in (Square(1), Circle(2), Label(), "text", 42):
    print(type(obj).__name__, isinstance(obj, SupportsArea), isinstance(obj, Named))
print([type(s).__name__ for s in shapes if isinstance(s, SupportsArea)])
try:
    SupportsArea()
except TypeError as e:
    print("TypeError:", e)
