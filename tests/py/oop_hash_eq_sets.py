class Point:
    def __init__(self, x, y): self.x, self.y = x, y
    def __eq__(self, o): return isinstance(o, Point) and (self.x, self.y) == (o.x, o.y)
    def __hash__(self): return hash((self.x, self.y))
    def __repr__(self): return f"P({self.x},{self.y})"
pts = [Point(1, 2), Point(1, 2), Point(0, 0), Point(2, 1)]
uniq = []
seen = set()
for p in pts:
    if p not in seen:
        seen.add(p); uniq.append(p)
print(uniq, len(seen), Point(0, 0) in seen, {Point(1, 2): "a"}[Point(1, 2)])
d = {}
for p in pts:
    d[p] = d.get(p, 0) + 1
print(list(d.items()))
print(pts.count(Point(1, 2)), pts.index(Point(2, 1)), Point(1, 2) == (1, 2), Point(1, 2) != Point(1, 3))
class Child(Point):
    def __eq__(self, o): return super().__eq__(o)
try:
    {Child(1, 1)}
except TypeError as e:
    print("TypeError:", e)
class Child2(Point):
    pass
print({Child2(1, 1)} == {Point(1, 1)}, Child2(3, 4) == Point(3, 4))
import functools
@functools.total_ordering
class Version:
    def __init__(self, s):
        self.parts = tuple(int(p) for p in s.split("."))
    def __eq__(self, o): return self.parts == o.parts
    def __lt__(self, o): return self.parts < o.parts
    def __hash__(self): return hash(self.parts)
    def __repr__(self): return "v" + ".".join(map(str, self.parts))
vs = [Version(s) for s in ["1.10.0", "1.2.3", "1.2", "2.0", "1.2.3"]]
print(sorted(vs), max(vs), min(vs), Version("1.2") <= Version("1.2.0"), Version("2.0") >= Version("1.99"), Version("1.0") > Version("0.9"))
print(sorted(set(vs)), len(set(vs)), sorted(vs, reverse=True)[:2])
