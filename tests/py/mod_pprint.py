# pprint: CPython's layout for nested data, long strings, sets, collections types, dataclasses
import pprint
from collections import OrderedDict, defaultdict, Counter, deque
from dataclasses import dataclass, field

data = {"name": "example", "values": list(range(30)), "nested": {"z": [1, 2, {"deep": ["a" * 20, "b" * 30]}], "a": (1, 2)},
        "tuple1": (5,), "empty": [], "set": {3, 1, 2}, "fs": frozenset({9, 8}), "none": None, 10: "int key"}
pprint.pprint(data)
pprint.pprint(data, width=40)
pprint.pprint(data, indent=4, width=60, sort_dicts=False)
pprint.pprint(data, depth=2)
pprint.pprint(list(range(50)), compact=True)
pprint.pprint(["word " * 30])
pprint.pprint("a long string " * 10)
print(pprint.pformat({"b": 1, "a": 2}), pprint.pformat([1, 2]), repr(pprint.pformat("x")))
pprint.pp({"b": 1, "a": [1] * 40})
pprint.pprint(OrderedDict((str(i), i) for i in range(12)))
pprint.pprint(defaultdict(list, {"k%d" % i: [i] * 5 for i in range(6)}))
pprint.pprint(Counter("the quick brown fox jumps over the lazy dog"))
pprint.pprint(deque(range(40)))
pprint.pprint(deque(range(40), maxlen=50))

@dataclass
class Item:
    name: str
    tags: list = field(default_factory=list)
    price: float = 0.0

@dataclass
class Order:
    id: int
    items: list
pprint.pprint(Order(1, [Item("widget" * 3, ["a", "b"] * 5, 9.99), Item("gadget", [], 1.5)]))
pprint.pprint(Item("x"))
r = [1, 2]; r.append(r)
print(pprint.pformat(r).startswith("[1, 2, <Recursion on list with id="))
print(pprint.saferepr({"b": 1, "a": 2}), pprint.isreadable([1, 2]), pprint.isrecursive(r))
pp = pprint.PrettyPrinter(indent=2, width=30)
pp.pprint({"alpha": [1, 2, 3], "beta": {"x": 1, "y": 2, "z": [10, 20, 30]}})
print(pp.pformat(list(range(12))))
records = [{"id": i, "user": {"name": f"user{i}", "email": f"user{i}@example.com"}, "scores": [i, i * 2, i * 3]} for i in range(3)]
pprint.pprint(records)
