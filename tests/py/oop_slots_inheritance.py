# __slots__ with inheritance: subclass slots, __dict__ when a subclass omits __slots__, defaults
class Point2D:
    __slots__ = ("x", "y")
    def __init__(self, x, y):
        self.x, self.y = x, y
    def __repr__(self):
        return f"{type(self).__name__}({', '.join(f'{s}={getattr(self, s)!r}' for s in self.all_slots())})"
    @classmethod
    def all_slots(cls):
        out = []
        for k in reversed(cls.__mro__):
            out.extend(getattr(k, "__slots__", ()))
        return out

class Point3D(Point2D):
    __slots__ = ("z",)
    def __init__(self, x, y, z):
        super().__init__(x, y)
        self.z = z

class Tagged(Point2D):
    def __init__(self, x, y, tag):
        super().__init__(x, y)
        self.tag = tag

p, q, t = Point2D(1, 2), Point3D(1, 2, 3), Tagged(0, 0, "origin")
print(p, q, Point3D.all_slots())
print(hasattr(p, "__dict__"), hasattr(q, "__dict__"), hasattr(t, "__dict__"), t.tag, vars(t))
for obj, attr in ((p, "z"), (q, "w")):
    try:
        setattr(obj, attr, 0)
    except AttributeError as e:
        print("AttributeError:", e)
t.extra = 1
print(sorted(vars(t)))
empty = Point2D.__new__(Point2D)
try:
    empty.x
except AttributeError as e:
    print("AttributeError:", e)
del q.z
print(hasattr(q, "z"), q.x)
print(Point2D.__slots__, Point3D.__slots__)
