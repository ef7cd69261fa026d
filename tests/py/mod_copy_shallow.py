# copy.copy: shallow copies share the inner objects
import copy
from collections import Counter, deque, defaultdict, OrderedDict
a = [[1, 2], {"k": 1}]
b = copy.copy(a)
b.append(3); b[0].append(9)
print(a, b, a[0] is b[0], b is a)
d = {"x": [1]}
e = copy.copy(d)
e["y"] = 2; e["x"].append(2)
print(d, e)
s = {1, 2}
t = copy.copy(s); t.add(3); print(sorted(s), sorted(t))
tu = (1, [2])
print(copy.copy(tu) is tu, copy.copy("str"), copy.copy(5), copy.copy(None))
class Pt:
    def __init__(self, x, items):
        self.x = x
        self.items = items
p = Pt(1, [1])
q = copy.copy(p)
q.x = 5; q.items.append(2)
print(p.x, p.items, q.x, q.items, type(q).__name__)
class WithCopy:
    def __init__(self):
        self.n = 1
    def __copy__(self):
        r = WithCopy()
        r.n = self.n + 100
        return r
print(copy.copy(WithCopy()).n)
c = Counter("aab"); c2 = copy.copy(c); c2["z"] = 1; print(c, c2)
dq = deque([1, 2], maxlen=3); dq2 = copy.copy(dq); dq2.append(3); print(dq, dq2)
dd = defaultdict(list, {"a": [1]}); dd2 = copy.copy(dd); dd2["b"].append(1); print(dd, dd2)
od = OrderedDict(a=1); od2 = copy.copy(od); od2["b"] = 2; print(od, od2)
