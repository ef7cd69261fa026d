# inventory with dataclasses: default_factory, __post_init__, order, asdict, replace
from dataclasses import dataclass, field, asdict, replace, astuple
from typing import List, Optional

@dataclass(order=True)
class Item:
    sort_key: float = field(init=False, repr=False)
    name: str
    price: float
    qty: int = 0
    tags: List[str] = field(default_factory=list)

    def __post_init__(self):
        if self.price < 0:
            raise ValueError(f"negative price for {self.name}")
        self.sort_key = self.price * self.qty

    @property
    def total(self):
        return round(self.price * self.qty, 2)

@dataclass
class Inventory:
    items: List[Item] = field(default_factory=list)
    owner: Optional[str] = None

    def add(self, item):
        self.items.append(item)

    def find(self, name):
        return next((i for i in self.items if i.name == name), None)

    def value(self):
        return round(sum(i.total for i in self.items), 2)

inv = Inventory(owner="shop")
inv.add(Item("widget", 2.5, 10, ["small"]))
inv.add(Item("gadget", 12.0, 3))
inv.add(Item("doohickey", 0.75, 40, ["bulk", "small"]))
for it in inv.items:
    print(it, it.total)
print("value:", inv.value())
print("sorted:", [i.name for i in sorted(inv.items)])
print(asdict(inv.items[0]))
print(astuple(inv.items[1]))
w2 = replace(inv.items[0], qty=99)
print(w2, w2.sort_key, inv.items[0].qty)
print(inv.find("gadget"), inv.find("nothing"))
print(Item("a", 1.0) == Item("a", 1.0), Item("a", 1.0) == Item("a", 2.0))
a, b = Item("x", 1.0), Item("y", 1.0)
a.tags.append("t")
print(a.tags, b.tags)
try:
    Item("bad", -1)
except ValueError as e:
    print("ValueError:", e)
print(Inventory())
