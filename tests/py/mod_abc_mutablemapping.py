# collections.abc.MutableMapping gives a subclass pop, popitem, clear, update, setdefault, get,
# keys/items/values, __contains__ and __eq__ from its five abstract methods
from collections.abc import MutableMapping, Mapping
class Store(MutableMapping):
    def __init__(self):
        self._d = {}
    def __getitem__(self, k):
        return self._d[k.lower()]
    def __setitem__(self, k, v):
        self._d[k.lower()] = v
    def __delitem__(self, k):
        del self._d[k.lower()]
    def __iter__(self):
        return iter(self._d)
    def __len__(self):
        return len(self._d)
s = Store()
s.update({"A": 1}, B=2)
s.update([("C", 3)])
print(s.setdefault("D", 4), s.setdefault("a", 9), s.get("B"), s.get("Z", "z"), "c" in s, "Q" in s)
print(s.pop("A"), s.pop("A", "gone"), s.popitem(), len(s), sorted(s.keys()), list(s.items()), list(s.values()))
print(s == {"c": 3, "d": 4}, s != {"c": 3}, s == [1], isinstance(s, Mapping), Store.__hash__)
try:
    s.pop("nope")
except KeyError as e:
    print("KeyError:", e)
s.clear()
print(len(s), list(s))
try:
    s.popitem()
except KeyError as e:
    print("KeyError", repr(e))
