# an immutable value class: __slots__, __setattr__ blocking, __hash__/__eq__, _replace-style copy
class ImmutableError(AttributeError):
    pass

class Point:
    __slots__ = ("_x", "_y")

    def __init__(self, x, y):
        object.__setattr__(self, "_x", x)
        object.__setattr__(self, "_y", y)

    def __setattr__(self, name, value):
        raise ImmutableError(f"cannot set {name!r}: Point is immutable")

    def __delattr__(self, name):
        raise ImmutableError(f"cannot delete {name!r}")

    x = property(lambda self: self._x)
    y = property(lambda self: self._y)

    def replace(self, **changes):
        return Point(changes.get("x", self._x), changes.get("y", self._y))

    def __eq__(self, other):
        return isinstance(other, Point) and (self._x, self._y) == (other._x, other._y)

    def __hash__(self):
        return hash((Point, self._x, self._y))

    def __repr__(self):
        return f"Point({self._x}, {self._y})"

    def __iter__(self):
        yield self._x
        yield self._y

p = Point(1, 2)
for act in (lambda: setattr(p, "x", 5), lambda: setattr(p, "_x", 5), lambda: delattr(p, "x"),
            lambda: setattr(p, "z", 0)):
    try:
        act()
    except AttributeError as e:
        print(type(e).__name__, e)
q = p.replace(y=10)
print(p, q, p == Point(1, 2), p is Point(1, 2), len({p, Point(1, 2), q}))
x, y = q
print(x, y, list(p), dict(zip("xy", q)), {p: "start", q: "end"}[Point(1, 10)])
