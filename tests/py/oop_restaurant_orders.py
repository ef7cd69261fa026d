# restaurant ordering: menu items with categories (Enum), orders with modifiers, kitchen queue
from enum import Enum
from dataclasses import dataclass, field
from collections import Counter, deque

class Category(Enum):
    STARTER = "starter"
    MAIN = "main"
    DESSERT = "dessert"
    DRINK = "drink"

@dataclass(frozen=True)
class MenuItem:
    name: str
    price: float
    category: Category
    vegetarian: bool = False

@dataclass
class OrderLine:
    item: MenuItem
    qty: int = 1
    notes: list = field(default_factory=list)
    @property
    def cost(self):
        extra = 0.5 * sum(1 for n in self.notes if n.startswith("extra"))
        return round((self.item.price + extra) * self.qty, 2)

class Order:
    _ids = iter(range(1, 1000))
    def __init__(self, table):
        self.id = next(Order._ids)
        self.table = table
        self.lines = []
    def add(self, item, qty=1, *notes):
        self.lines.append(OrderLine(item, qty, list(notes)))
        return self
    @property
    def total(self):
        return round(sum(l.cost for l in self.lines), 2)
    def by_category(self):
        c = Counter()
        for l in self.lines:
            c[l.item.category.value] += l.qty
        return dict(sorted(c.items()))

MENU = {m.name: m for m in [
    MenuItem("soup", 5.0, Category.STARTER, True), MenuItem("steak", 22.5, Category.MAIN),
    MenuItem("risotto", 16.0, Category.MAIN, True), MenuItem("tiramisu", 7.25, Category.DESSERT, True),
    MenuItem("cola", 3.0, Category.DRINK, True)]}
kitchen = deque()
o1 = Order(4).add(MENU["soup"], 2).add(MENU["steak"], 1, "medium rare", "extra sauce").add(MENU["cola"], 2)
o2 = Order(7).add(MENU["risotto"], 1, "extra cheese", "extra pepper").add(MENU["tiramisu"], 2)
for o in (o1, o2):
    kitchen.extend((o.id, l.item.name) for l in o.lines if l.item.category is not Category.DRINK)
    print(f"order {o.id} table {o.table}: {o.total:.2f} {o.by_category()}")
    for l in o.lines:
        print(f"   {l.qty} x {l.item.name:<9} {l.cost:>6.2f} {', '.join(l.notes)}")
print(list(kitchen))
while kitchen:
    oid, dish = kitchen.popleft()
    if dish == "steak":
        print("grill:", oid, dish)
print(sorted(n for n, m in MENU.items() if m.vegetarian), max(MENU.values(), key=lambda m: m.price).name)
