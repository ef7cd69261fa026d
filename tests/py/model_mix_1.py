# a model-style program mixing dataclasses, hashlib/base64/json, match, eval, rich comparisons and sets
from dataclasses import dataclass, field
from typing import List
import hashlib, base64, json

@dataclass
class Item:
    name: str
    price: float
    tags: List[str] = field(default_factory=list)

    @property
    def slug(self):
        return self.name.lower().replace(" ", "-")

items = [Item("Red Apple", 1.25, ["fruit"]), Item("Bread Loaf", 2.5), Item("Milk", 0.99, ["dairy", "cold"])]
for it in sorted(items, key=lambda i: -i.price):
    print(f"{it.slug:<12} ${it.price:>6.2f} {','.join(it.tags) or '-'}")
total = sum(i.price for i in items)
print(f"total={total:.2f}", vars(items[0]))
digest = hashlib.sha256(json.dumps([vars(i) for i in items], sort_keys=True).encode()).hexdigest()
print(digest[:16], base64.b64encode(b"moonpy").decode())

def command(cmd):
    match cmd.split():
        case ["go", direction]:
            return f"going {direction}"
        case ["take", *objs] if objs:
            return "taking " + " and ".join(objs)
        case ["quit" | "exit"]:
            return "bye"
        case _:
            return "unknown"
for c in ["go north", "take lamp key", "exit", "dance"]:
    print(command(c))
expr = "3 * (4 + 5) - 2 ** 3"
print(expr, "=", eval(expr))
class Temperature:
    def __init__(self, c):
        self._c = c
    def __repr__(self):
        return f"Temperature({self._c})"
    def __lt__(self, other):
        return self._c < other._c
    def __eq__(self, other):
        return self._c == other._c
temps = [Temperature(t) for t in (21.5, 19.0, 25.2)]
print(max(temps), min(temps), sorted(temps), temps[0] == Temperature(21.5), temps[0] != temps[1])
counts = {}
for word in "the cat and the hat and the bat".split():
    counts[word] = counts.get(word, 0) + 1
print(sorted(counts.items(), key=lambda kv: (-kv[1], kv[0])))
print({1, 5, 9, 33, 17} - {5}, {x % 7 for x in range(20)})
