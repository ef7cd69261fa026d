from collections import namedtuple, deque, OrderedDict, defaultdict, ChainMap, Counter
from typing import NamedTuple
Point = namedtuple("Point", "x y")
p = Point(3, 4)
print(p, p._asdict(), p._replace(x=10), Point._fields, Point._make([1, 2]), p.x + p.y, p[0], tuple(p), p == (3, 4))
P3 = namedtuple("P3", ["x", "y", "z"], defaults=[0])
print(P3(1, 2), P3._field_defaults, repr(P3(1, 2, 3)))
class Employee(NamedTuple):
    name: str
    dept: str = "eng"
    salary: float = 0.0
    def raise_(self, pct):
        return self._replace(salary=round(self.salary * (1 + pct), 2))
e = Employee("ann", salary=100.0)
print(e, e.raise_(0.1), Employee._fields, Employee.__annotations__ if False else "", e._asdict())
try:
    p.x = 5
except AttributeError as ex:
    print("AttributeError:", ex)
try:
    Point(1)
except TypeError as ex:
    print("TypeError:", ex)
d = deque([1, 2, 3], maxlen=5)
d.appendleft(0); d.extend([4, 5, 6]); d.rotate(2)
print(d, d.maxlen, d[0], d[-1], d.count(4), list(reversed(d)))
d.rotate(-3); print(d, d.popleft(), d.pop(), d)
od = OrderedDict.fromkeys("abcde")
od.move_to_end("b"); od.move_to_end("e", last=False)
print(list(od), od.popitem(), od.popitem(last=False), od)
tree = lambda: defaultdict(tree)
t = tree()
t["a"]["b"]["c"] = 1
t["a"]["x"] = 2
import json
print(json.dumps(t))
dd = defaultdict(list)
for k, v in [("x", 1), ("y", 2), ("x", 3)]:
    dd[k].append(v)
print(dd, dict(dd), dd["missing"], len(dd))
dd2 = defaultdict(int, {"a": 5})
dd2["b"] += 1
print(dd2, repr(defaultdict(None)), defaultdict(lambda: "?")["q"])
defaults = {"color": "red", "size": "M"}
user = {"size": "L"}
cm = ChainMap(user, defaults)
print(cm["color"], cm["size"], len(cm), sorted(cm), dict(cm), cm.maps, cm.new_child({"color": "blue"})["color"])
cm["color"] = "green"
print(user, defaults, cm)
print(Counter(a=3, b=1).most_common(1), Counter("abracadabra").most_common(3))
