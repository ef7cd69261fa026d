# A 2-D/3-D Vector class with operator overloading, dot/cross products, projection and angles
import math
from functools import total_ordering


@total_ordering
class Vector:
    __slots__ = ("coords",)

    def __init__(self, *coords):
        self.coords = tuple(coords)

    def __repr__(self):
        return f"Vector{self.coords}"

    def __len__(self):
        return len(self.coords)

    def __getitem__(self, i):
        return self.coords[i]

    def __iter__(self):
        return iter(self.coords)

    def __add__(self, o):
        return Vector(*(a + b for a, b in zip(self, o, strict=True)))

    def __sub__(self, o):
        return Vector(*(a - b for a, b in zip(self, o, strict=True)))

    def __mul__(self, k):
        return Vector(*(a * k for a in self))

    __rmul__ = __mul__

    def __truediv__(self, k):
        return Vector(*(a / k for a in self))

    def __neg__(self):
        return self * -1

    def __abs__(self):
        return math.sqrt(sum(a * a for a in self))

    def __eq__(self, o):
        return isinstance(o, Vector) and self.coords == o.coords

    def __lt__(self, o):
        return abs(self) < abs(o)

    def __hash__(self):
        return hash(self.coords)

    def __bool__(self):
        return any(self.coords)

    def dot(self, o):
        return sum(a * b for a, b in zip(self, o))

    def cross(self, o):
        a1, a2, a3 = self
        b1, b2, b3 = o
        return Vector(a2 * b3 - a3 * b2, a3 * b1 - a1 * b3, a1 * b2 - a2 * b1)

    def angle(self, o):
        return math.degrees(math.acos(self.dot(o) / (abs(self) * abs(o))))

    def project(self, o):
        return o * (self.dot(o) / o.dot(o))


u, v = Vector(3, 4), Vector(1, 0)
print(u + v, u - v, 2 * u, u * 0.5, -u, u / 2, abs(u))
print(u.dot(v), round(u.angle(v), 6), u.project(v), u[0], len(u), list(u))
a, b = Vector(1, 0, 0), Vector(0, 1, 0)
print(a.cross(b), b.cross(a), a.cross(a), bool(a.cross(a)), a.angle(b))
vs = [Vector(3, 4), Vector(1, 1), Vector(0, 5), Vector(-6, 0), Vector(0, 0)]
print(sorted(vs), max(vs), min(vs), Vector(3, 4) <= Vector(0, 5), Vector(1, 1) > Vector(0, 0))
print(len({Vector(1, 2), Vector(1, 2), Vector(2, 1)}), Vector(1, 2) == (1, 2))
try:
    u + a
except ValueError as e:
    print("ValueError:", e)
try:
    Vector(1, 2).cross(a)
except ValueError as e:
    print("ValueError:", e)
