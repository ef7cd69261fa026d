# json.dumps: separators, indent, key conversion, escapes, floats, default, errors
import json
print(json.dumps({"b": 1, "a": [1, 2, {"c": None}]}, indent=4, sort_keys=True))
print(json.dumps([1, [2, []], {}], indent=0))
print(json.dumps({"x": [1, 2]}, indent="\t"))
print(json.dumps([1, 2], indent=2, separators=(", ", " = ")))
print(json.dumps({1: 2, 2.5: 3, True: 4, False: 5, None: 6, 10**20: 7}))
print(json.dumps([0.1, 1e16, 1e-7, -0.0, 3.0, 1.5e300, 123456789.123]))
print(json.dumps([float("nan"), float("inf"), -float("inf")]))
try:
    json.dumps(float("nan"), allow_nan=False)
except ValueError as e:
    print("ValueError:", e)
print(json.dumps("tab\there\x01\x7f \u20ac \U0001F600 \\ /"))
print(json.dumps("tab\there\x01\x7f \u20ac \U0001F600 \\ /", ensure_ascii=False))
print(json.dumps({"é": "ü"}), json.dumps({"é": "ü"}, ensure_ascii=False))
print(json.dumps({"a": {1, 2}}, default=sorted))
class P:
    def __init__(self, x): self.x = x
print(json.dumps([P(1), P(2)], default=lambda o: {"P": o.x}))
for bad in [{1, 2}, P(1), range(2)]:
    try:
        json.dumps(bad)
    except TypeError as e:
        print("TypeError:", e)
try:
    json.dumps({(1, 2): 3})
except TypeError as e:
    print("TypeError:", e)
print(json.dumps({(1, 2): 3, "k": 1}, skipkeys=True))
a = []
a.append(a)
try:
    json.dumps(a)
except ValueError as e:
    print("ValueError:", e)
print(json.dumps(True), json.dumps(False), json.dumps(-5), json.dumps(-2**80), json.dumps(""))
print(json.dumps({"k": (1, "two", 3.0)}, separators=(",", ":")))
from collections import OrderedDict, namedtuple
Pt = namedtuple("Pt", "x y")
print(json.dumps(OrderedDict([("z", 1), ("a", 2)])), json.dumps(Pt(1, 2)))
class E(json.JSONEncoder):
    def default(self, o):
        if isinstance(o, set):
            return sorted(o)
        return super().default(o)
print(json.dumps({"s": {3, 1, 2}}, cls=E))
print(E(indent=1).encode([1]))
try:
    json.dumps({"a": 1, 2: 3}, sort_keys=True)
except TypeError as e:
    print("TypeError:", e)
