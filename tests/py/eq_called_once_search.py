# searching a container for x asks each item's __eq__ once (identity first, as CPython's
# PyObject_RichCompareBool): in, index, count, remove, list and dict equality, deque, operator
import operator
from collections import deque
class V:
    def __init__(self, v): self.v = v
    def __eq__(self, o):
        print("eq", self.v, getattr(o, "v", o))
        return isinstance(o, V) and self.v == o.v
    def __hash__(self): return hash(self.v)
    def __repr__(self): return f"V{self.v}"
items = [V(0), V(1), V(2)]
print(V(1) in items, V(5) in items, items[1] in items)
print(items.index(V(2)), items.count(V(1)), [V(1), V(2)] == [V(1), V(3)], (V(1),) == (V(1),))
lst = [V(1), V(2)]
lst.remove(V(2))
print(lst, V(1) in (V(0), V(1)), V(3) in iter([V(3)]), 1 in items)
print({"a": V(1)} == {"a": V(1)}, V(7) in {"k": V(7)}.values(), [V(1)] != [V(1)])
d = deque([V(1), V(2)])
print(d.index(V(2)), d.count(V(1)), V(2) in d)
print(operator.eq(V(1), V(1)), operator.countOf([V(1), V(2)], V(2)), operator.indexOf([V(1), V(2)], V(2)))
s = items[0]
print(operator.eq(s, s), s == s, s in [s], [s].count(s))
