# collections.UserDict keeps its items in self.data and goes through self[k] everywhere
from collections import UserDict
class Upper(UserDict):
    def __setitem__(self, k, v):
        super().__setitem__(k.upper(), v)
class Defaults(UserDict):
    def __missing__(self, k):
        return f"<{k}>"
u = Upper({"a": 1}, b=2)
u.update({"c": 3}, d=4)
u.update([("e", 5)])
u.setdefault("f", 6)
print(u, u.data, len(u), "A" in u, "a" in u, u.get("B"), u.get("zz", 0), list(u))
print(u.pop("A"), u.pop("nope", None), sorted(u.keys()), list(u.values())[:2], list(u.items())[0])
print(u.popitem(), u == {"C": 3, "D": 4, "E": 5, "F": 6}, isinstance(u, dict), type(u.copy()).__name__)
try:
    u.pop("missing")
except KeyError as e:
    print("KeyError:", e)
d = Defaults(x=1)
print(d["x"], d["y"], "y" in d, d.get("y", "default"))
del d["x"]
print(d, len(d), bool(d), bool(Defaults(k=0)))
m = UserDict(a=1) | {"b": 2}
m |= {"c": 3}
print(m, type(m).__name__, UserDict() == {}, UserDict({"a": 1}) == UserDict(a=1))
u.clear()
print(u, len(u))
