class K:
    def __init__(self, v): self.v = v
    def __hash__(self): return 1
    def __eq__(self, o): return isinstance(o, K) and self.v == o.v
    def __repr__(self): return f"K{self.v}"
s = {K(1), K(2), K(1)}
print(len(s), sorted(s, key=lambda k: k.v))
d = {K(1): "a", K(2): "b"}
print(d, d[K(2)], K(3) in d)
class L(K): pass
print(len({K(1), L(1)}), {K(1): 1, L(1): 2})
class N:
    def __hash__(self): return 1
print(len({N(), N()}))
class Point:
    def __init__(self, x, y): self.x, self.y = x, y
    def __eq__(self, o): return isinstance(o, Point) and (self.x, self.y) == (o.x, o.y)
    def __hash__(self): return hash((self.x, self.y))
class Child2(Point):
    pass
a, b = Child2(1, 1), Point(1, 1)
print(a == b, hash(a) == hash(b), a in {b}, b in {a}, {a} == {b}, {b} == {a}, {a} <= {b}, {a: 1} == {b: 1}, {a} - {b}, len({a, b}), {a}.issubset({b}), len({a} & {b}))
print([a] == [b], (a,) == (b,), frozenset([a]) == frozenset([b]))
c, d = Point(1, 1), Point(1, 1)
print({c} == {d}, {c: 1} == {d: 1})
class Emp:
    def __init__(self, eid, name): self.eid, self.name = eid, name
    def __hash__(self): return hash(self.eid)
    def __eq__(self, o): return (self.eid, self.name) == (o.eid, o.name)
    def __repr__(self): return f"Emp({self.eid}, {self.name!r})"
staff = {Emp(1, "ann"), Emp(1, "ann"), Emp(1, "bob"), Emp(2, "cy")}
print(len(staff), sorted(staff, key=lambda e: (e.eid, e.name)))
class H:
    def __init__(self, v): self.v = v
    def __hash__(self): return self.v
    def __eq__(self, o): return self.v == o.v
print(hash(H(-1)), hash(H(-2)), len({H(-1), H(-2)}), len({H(-1), H(-1)}))
counts = {}
for w in ["x", "y", "x"]:
    k = H(len(w) * 7)
    counts[k] = counts.get(k, 0) + 1
print(list(counts.values()), {(H(1), 2): "t"}[(H(1), 2)], frozenset([H(3)]) == frozenset([H(3)]))
