# a model-style program: an inventory with classes, properties, class methods, exceptions, sorting
class OutOfStock(Exception):
    def __init__(self, item, wanted, have):
        super().__init__(f"{item}: wanted {wanted}, have {have}")
        self.item = item
class Product:
    count = 0
    def __init__(self, name, price, qty=0):
        self.name, self.price, self.qty = name, price, qty
        Product.count += 1
    @property
    def value(self):
        return round(self.price * self.qty, 2)
    @classmethod
    def from_csv(cls, line):
        name, price, qty = line.split(",")
        return cls(name.strip(), float(price), int(qty))
    def __repr__(self):
        return f"Product({self.name!r}, {self.price}, {self.qty})"
    def take(self, n):
        if n > self.qty:
            raise OutOfStock(self.name, n, self.qty)
        self.qty -= n
        return self
rows = ["widget, 2.50, 10", "gadget, 13.99, 3", "doohickey, 0.75, 120"]
inv = {p.name: p for p in map(Product.from_csv, rows)}
print(Product.count, inv["gadget"], sorted(inv.values(), key=lambda p: p.value, reverse=True))
for name, n in [("widget", 4), ("gadget", 5), ("doohickey", 100)]:
    try:
        inv[name].take(n)
        print("took", n, name, "left", inv[name].qty)
    except OutOfStock as e:
        print("error:", e, "|", e.item, type(e).__mro__[1].__name__)
    finally:
        print("checked", name)
total = sum(p.value for p in inv.values())
print(f"total value: {total:,.2f}", max(inv, key=lambda k: inv[k].price), {k: v.qty for k, v in inv.items()})
print(vars(inv["widget"]), hasattr(inv["widget"], "value"), getattr(inv["gadget"], "missing", "n/a"))
try:
    inv["nothing"]
except KeyError as e:
    print("KeyError", e, repr(e))
try:
    Product.from_csv("bad line")
except ValueError as e:
    print("ValueError", e)
