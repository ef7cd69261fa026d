from dataclasses import make_dataclass, field, fields, asdict
P = make_dataclass("P", [("x", int), ("y", int, field(default=0))])
print(P(1), P(1, 2), P(1) == P(1), asdict(P(3, 4)), [f.name for f in fields(P)], P.__name__)
Q = make_dataclass("Q", ["a", ("b", str, "dflt")], frozen=True, order=True)
print(Q(1), Q(2) > Q(1), fields(Q)[0].type, sorted([Q(3), Q(1, "z")]))
try:
    Q(1).a = 5
except Exception as e:
    print(type(e).__name__, e)
R3 = make_dataclass("R3", [("v", float)], namespace={"double": lambda self: self.v * 2}, bases=())
print(R3(1.5).double(), R3(2.0))
Point = make_dataclass("Point", [("x", float), ("y", float)])
Point3 = make_dataclass("Point3", [("z", float, 0.0)], bases=(Point,))
print(Point3(1, 2), Point3(1, 2, 3))
for bad in [[("a", int), ("a", int)], [("1x", int)], [("class", int)], [("a", int, 1, 2)], [3]]:
    try:
        make_dataclass("B", bad)
    except TypeError as e:
        print("err", e)
K = make_dataclass("K", [("a", int), ("b", int, 5)], kw_only=True)
print(K(a=1))
try:
    K(1)
except TypeError as e:
    print("err", e)
