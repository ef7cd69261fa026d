class Item:
    __slots__ = ("sku", "name", "price", "qty")
    def __init__(self, sku, name, price, qty=0):
        self.sku, self.name, self.price, self.qty = sku, name, price, qty
    def __repr__(self):
        return f"Item({self.sku!r}, {self.name!r}, {self.price}, {self.qty})"
    @property
    def value(self):
        return self.price * self.qty

class Inventory:
    def __init__(self):
        self._items = {}
    def add(self, item):
        if item.sku in self._items:
            self._items[item.sku].qty += item.qty
        else:
            self._items[item.sku] = item
    def __len__(self):
        return len(self._items)
    def __contains__(self, sku):
        return sku in self._items
    def __getitem__(self, sku):
        try:
            return self._items[sku]
        except KeyError:
            raise KeyError(f"no such sku: {sku}") from None
    def __iter__(self):
        return iter(sorted(self._items.values(), key=lambda i: i.sku))
    def __bool__(self):
        return any(i.qty for i in self._items.values())
    def __add__(self, other):
        new = Inventory()
        for src in (self, other):
            for it in src:
                new.add(Item(it.sku, it.name, it.price, it.qty))
        return new
    def low_stock(self, threshold=5):
        return [i for i in self if i.qty < threshold]
    def report(self):
        lines = [f"{'SKU':<6}{'Name':<14}{'Price':>8}{'Qty':>5}{'Value':>10}"]
        for i in self:
            lines.append(f"{i.sku:<6}{i.name:<14}{i.price:>8.2f}{i.qty:>5}{i.value:>10.2f}")
        lines.append(f"{'':<6}{'TOTAL':<14}{'':>8}{sum(i.qty for i in self):>5}{sum(i.value for i in self):>10.2f}")
        return "\n".join(lines)

inv = Inventory()
print(bool(inv), len(inv))
inv.add(Item("A1", "bolt", 0.25, 100))
inv.add(Item("B2", "nut", 0.1, 3))
inv.add(Item("A1", "bolt", 0.25, 20))
inv.add(Item("C3", "washer", 0.05))
print(bool(inv), len(inv), "A1" in inv, "Z9" in inv, inv["A1"])
print(inv.low_stock(), inv.low_stock(threshold=200))
print(inv.report())
other = Inventory(); other.add(Item("B2", "nut", 0.1, 10)); other.add(Item("D4", "gear", 12.5, 2))
print((inv + other).report())
try:
    inv["Z9"]
except KeyError as e:
    print("KeyError:", e, repr(e), e.args)
try:
    inv["A1"].color = "red"
except AttributeError as e:
    print("AttributeError:", e)
print(list(inv)[0].value, [i.name for i in inv])
