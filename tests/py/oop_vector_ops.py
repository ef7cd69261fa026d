# 2D vector with full operator overloading
import math

class Vector:
    __slots__ = ("x", "y")

    def __init__(self, x=0, y=0):
        self.x = x
        self.y = y

    def __repr__(self):
        return f"Vector({self.x!r}, {self.y!r})"

    def __add__(self, other):
        if not isinstance(other, Vector):
            return NotImplemented
        return Vector(self.x + other.x, self.y + other.y)

    def __sub__(self, other):
        return Vector(self.x - other.x, self.y - other.y)

    def __mul__(self, k):
        if isinstance(k, Vector):
            return self.x * k.x + self.y * k.y
        return Vector(self.x * k, self.y * k)

    __rmul__ = __mul__

    def __truediv__(self, k):
        return Vector(self.x / k, self.y / k)

    def __neg__(self):
        return Vector(-self.x, -self.y)

    def __abs__(self):
        return math.hypot(self.x, self.y)

    def __bool__(self):
        return bool(self.x or self.y)

    def __eq__(self, other):
        return isinstance(other, Vector) and (self.x, self.y) == (other.x, other.y)

    def __hash__(self):
        return hash((self.x, self.y))

    def __iter__(self):
        yield self.x
        yield self.y

    def __getitem__(self, i):
        return (self.x, self.y)[i]

a, b = Vector(3, 4), Vector(1, -2)
print(a + b, a - b, a * 2, 3 * b, a * b)
print(a / 2, -a, abs(a), abs(b))
print(bool(Vector()), bool(a), a == Vector(3, 4), a != b)
x, y = a
print(x, y, a[0], a[-1], list(b))
print(len({a, Vector(3, 4), b}))
try:
    a + 5
except TypeError as e:
    print("TypeError:", e)
try:
    a.z = 1
except AttributeError as e:
    print("AttributeError:", e)
total = sum([a, b, Vector(1, 1)], Vector())
print(total)
print(sorted([a, b, Vector(0, 1)], key=abs))
