# namedtuple and defaultdict, OrderedDict, ChainMap
from collections import namedtuple, defaultdict, OrderedDict, ChainMap
Point = namedtuple("Point", "x y")
p = Point(3, y=4)
print(p, p.x, p[1], p[-1], len(p), p._fields, Point._fields)
x, y = p
print(x * y, p == (3, 4), p != Point(3, 5), hash(p) == hash((3, 4)), p < Point(3, 5))
print(p._asdict(), p._replace(y=10), Point._make([7, 8]), tuple(p), list(p))
print({p: "here"}[(3, 4)], p.count(3), p.index(4), p + (5,))
Color = namedtuple("Color", ["r", "g", "b"], defaults=[0, 255])
print(Color(1), Color(1, 2, 3), Color._field_defaults)
Emp = namedtuple("Emp", "name, age, dept")
es = [Emp("bo", 40, "x"), Emp("al", 30, "y")]
print(sorted(es), max(es, key=lambda e: e.age).name, sorted(es, key=lambda e: e.age)[0])
try:
    p.x = 5
except AttributeError:
    print("read-only")
try:
    Point(1)
except TypeError as e:
    print("TypeError", e)
class V(namedtuple("V", "a b")):
    def total(self):
        return self.a + self.b
v = V(1, 2)
print(v, v.total(), isinstance(v, tuple))
dd = defaultdict(list)
for k, val in [("a", 1), ("b", 2), ("a", 3)]:
    dd[k].append(val)
print(dd, dd["zz"], len(dd), dd.default_factory)
cnt = defaultdict(int, {"x": 5})
cnt["y"] += 2
print(cnt, dict(cnt), defaultdict(None).default_factory)
try:
    defaultdict()["missing"]
except KeyError as e:
    print("KeyError", e)
od = OrderedDict([("a", 1), ("b", 2), ("c", 3)])
od.move_to_end("a"); od.move_to_end("c", last=False)
print(od, od.popitem(), od.popitem(last=False), od)
print(OrderedDict(a=1, b=2) == OrderedDict(b=2, a=1), OrderedDict(a=1, b=2) == {"b": 2, "a": 1})
cm = ChainMap({"a": 1}, {"a": 2, "b": 3})
print(cm["a"], cm["b"], len(cm), sorted(cm), cm.get("z", 0), "b" in cm)
cm["c"] = 4
print(cm, cm.maps[0], dict(cm.new_child({"a": 0})), cm.parents)
