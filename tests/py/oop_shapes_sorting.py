import math
from abc import ABC, abstractmethod
class Shape(ABC):
    @abstractmethod
    def area(self): ...
    @abstractmethod
    def perimeter(self): ...
    def __lt__(self, other):
        return self.area() < other.area()
    def __str__(self):
        return f"{type(self).__name__} area={self.area():.3f} perim={self.perimeter():.3f}"
class Circle(Shape):
    def __init__(self, r): self.r = r
    def area(self): return math.pi * self.r ** 2
    def perimeter(self): return 2 * math.pi * self.r
    def __repr__(self): return f"Circle(r={self.r})"
class Rect(Shape):
    def __init__(self, w, h): self.w, self.h = w, h
    def area(self): return self.w * self.h
    def perimeter(self): return 2 * (self.w + self.h)
    def __repr__(self): return f"Rect({self.w}x{self.h})"
class Square(Rect):
    def __init__(self, s): super().__init__(s, s)
    def __repr__(self): return f"Square({self.w})"
class Triangle(Shape):
    def __init__(self, a, b, c):
        if a + b <= c or a + c <= b or b + c <= a:
            raise ValueError(f"invalid triangle sides: {a}, {b}, {c}")
        self.sides = (a, b, c)
    def perimeter(self): return sum(self.sides)
    def area(self):
        s = self.perimeter() / 2
        a, b, c = self.sides
        return math.sqrt(s * (s - a) * (s - b) * (s - c))
    def __repr__(self): return "Triangle" + str(self.sides)
shapes = [Circle(1), Rect(2, 3.5), Square(2), Triangle(3, 4, 5), Circle(0.5)]
for s in sorted(shapes):
    print(s, repr(s))
print(max(shapes), min(shapes, key=lambda s: s.perimeter()))
try:
    Shape()
except TypeError as e:
    print("TypeError:", e)
class Half(Shape):
    def area(self): return 1
try:
    Half()
except TypeError as e:
    print("TypeError:", e)
try:
    Triangle(1, 2, 3)
except ValueError as e:
    print("ValueError:", e)
print(isinstance(Square(1), Rect), type(Square(1)).__mro__[1].__name__, Square.__bases__)
print(sorted(shapes, key=lambda s: (type(s).__name__, s.area())))
print({type(s).__name__ for s in shapes} == {"Circle", "Rect", "Square", "Triangle"})
try:
    sorted([Circle(1), 3])
except TypeError as e:
    print("TypeError:", e)
total = sum(s.area() for s in shapes)
print(f"{total:.6f}", round(total, 2), f"{total:e}")
