a = []; a.append(1); a.append(None); a.append([2]); print(a, len(a))
x = a.append(5); print(x, a)
class L(list): pass
l = L(); l.append(3); print(l, type(l).__name__)
d = {"a": 1, 2: "b"}
print(d.get("a", 0), d.get("z", 0), d.get(2, None), d.get(3), d.get(2.0, "f"), d.get(True, "t"))
from collections import defaultdict, Counter
dd = defaultdict(int); print(dd.get("x", 7), dict(dd)); c = Counter("aab"); print(c.get("a", 0), c.get("q", -1))
try: a.append()
except TypeError as e: print(e)
