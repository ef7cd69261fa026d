# a factory with a class-level registry filled by a decorator classmethod, and from_dict dispatch
class Shape:
    _registry = {}

    @classmethod
    def register(cls, kind):
        def deco(sub):
            cls._registry[kind] = sub
            sub.kind = kind
            return sub
        return deco

    @classmethod
    def from_dict(cls, d):
        d = dict(d)
        kind = d.pop("kind")
        try:
            sub = cls._registry[kind]
        except KeyError:
            raise ValueError(f"unknown shape kind {kind!r}") from None
        return sub(**d)

    def to_dict(self):
        return {"kind": self.kind, **vars(self)}

@Shape.register("circle")
class Circle(Shape):
    def __init__(self, r):
        self.r = r
    def area(self):
        return round(3.14159 * self.r ** 2, 2)

@Shape.register("rect")
class Rect(Shape):
    def __init__(self, w, h):
        self.w, self.h = w, h
    def area(self):
        return self.w * self.h

data = [{"kind": "circle", "r": 1}, {"kind": "rect", "w": 2, "h": 5}, {"kind": "circle", "r": 2.5}]
shapes = [Shape.from_dict(d) for d in data]
for s in shapes:
    print(type(s).__name__, s.area(), s.to_dict())
print(sorted(Shape._registry), Circle.kind, [Shape.from_dict(s.to_dict()).area() for s in shapes])
for bad in ({"kind": "hexagon"}, {"kind": "rect", "w": 1}, {"r": 1}):
    try:
        Shape.from_dict(bad)
    except (ValueError, TypeError, KeyError) as e:
        print(type(e).__name__ + ":", e)
