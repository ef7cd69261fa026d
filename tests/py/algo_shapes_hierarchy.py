# Shape class hierarchy: areas/perimeters with math, sorting by area, properties with validation
import math


class Shape:
    def area(self):
        raise NotImplementedError

    def perimeter(self):
        raise NotImplementedError

    def __repr__(self):
        fields = ", ".join(f"{k}={v!r}" for k, v in vars(self).items())
        return f"{type(self).__name__}({fields})"


class Circle(Shape):
    def __init__(self, r):
        self.r = r

    @property
    def r(self):
        return self._r

    @r.setter
    def r(self, value):
        if value <= 0:
            raise ValueError("radius must be positive")
        self._r = value

    def area(self):
        return math.pi * self.r ** 2

    def perimeter(self):
        return 2 * math.pi * self.r


class Rect(Shape):
    def __init__(self, w, h):
        self.w, self.h = w, h

    def area(self):
        return self.w * self.h

    def perimeter(self):
        return 2 * (self.w + self.h)


class Square(Rect):
    def __init__(self, side):
        super().__init__(side, side)


class Triangle(Shape):
    def __init__(self, a, b, c):
        if a + b <= c or a + c <= b or b + c <= a:
            raise ValueError(f"sides {a}, {b}, {c} violate the triangle inequality")
        self.a, self.b, self.c = a, b, c

    def area(self):
        s = self.perimeter() / 2
        return math.sqrt(s * (s - self.a) * (s - self.b) * (s - self.c))

    def perimeter(self):
        return self.a + self.b + self.c


shapes = [Circle(1), Rect(3, 4), Square(2.5), Triangle(3, 4, 5), Circle(0.5), Triangle(2, 2, 3)]
for s in sorted(shapes, key=lambda s: s.area()):
    print(f"{s!r:40} area={s.area():9.4f} perimeter={s.perimeter():8.4f}")
print(sum(s.area() for s in shapes), max(shapes, key=lambda s: s.perimeter()))
print([type(s).__name__ for s in shapes if isinstance(s, Rect)], Square.__mro__[1].__name__)
for bad in (lambda: Circle(-1), lambda: Triangle(1, 2, 3), lambda: Shape().area()):
    try:
        bad()
    except (ValueError, NotImplementedError) as e:
        print(type(e).__name__, e)
c = Circle(2)
c.r = 3
print(c, round(c.area(), 6))
