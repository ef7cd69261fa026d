# abstract Shape hierarchy: area/perimeter, sorting by area, abstract instantiation error
from abc import ABC, abstractmethod
import math

class Shape(ABC):
    @abstractmethod
    def area(self) -> float: ...

    @abstractmethod
    def perimeter(self) -> float: ...

    def describe(self):
        return f"{type(self).__name__}: area={self.area():.2f}, perimeter={self.perimeter():.2f}"

class Circle(Shape):
    def __init__(self, r):
        self.r = r
    def area(self):
        return math.pi * self.r ** 2
    def perimeter(self):
        return 2 * math.pi * self.r
    def __repr__(self):
        return f"Circle(r={self.r})"

class Rectangle(Shape):
    def __init__(self, w, h):
        self.w, self.h = w, h
    def area(self):
        return self.w * self.h
    def perimeter(self):
        return 2 * (self.w + self.h)
    def __repr__(self):
        return f"Rectangle({self.w}x{self.h})"

class Square(Rectangle):
    def __init__(self, side):
        super().__init__(side, side)
    def __repr__(self):
        return f"Square({self.w})"

class Triangle(Shape):
    def __init__(self, a, b, c):
        if a + b <= c or a + c <= b or b + c <= a:
            raise ValueError(f"invalid triangle sides: {a}, {b}, {c}")
        self.sides = (a, b, c)
    def perimeter(self):
        return sum(self.sides)
    def area(self):
        s = self.perimeter() / 2
        a, b, c = self.sides
        return math.sqrt(s * (s - a) * (s - b) * (s - c))
    def __repr__(self):
        return f"Triangle{self.sides}"

shapes = [Circle(1.5), Rectangle(3, 4), Square(2), Triangle(3, 4, 5)]
for s in shapes:
    print(s.describe())
print("sorted:", sorted(shapes, key=lambda s: s.area())[:3])
print("total area:", round(sum(s.area() for s in shapes), 3))
print(isinstance(shapes[2], Rectangle), issubclass(Square, Shape))
try:
    Shape()
except TypeError as e:
    print("TypeError:", e)
class Half(Shape):
    def area(self):
        return 0
try:
    Half()
except TypeError as e:
    print("TypeError:", e)
try:
    Triangle(1, 2, 10)
except ValueError as e:
    print("ValueError:", e)
