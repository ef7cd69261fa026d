# Shopping cart with discounts and receipt formatting
PRICES = {"apple": 0.5, "bread": 2.25, "milk": 1.99, "cheese": 6.75, "coffee": 8.0}
class Cart:
    def __init__(self):
        self.items = {}
    def add(self, name, qty=1):
        if name not in PRICES:
            raise KeyError(name)
        self.items[name] = self.items.get(name, 0) + qty
    def remove(self, name, qty=1):
        self.items[name] -= qty
        if self.items[name] <= 0:
            del self.items[name]
    def subtotal(self):
        return sum(PRICES[n] * q for n, q in self.items.items())
    def discounts(self):
        out = []
        if self.items.get("apple", 0) >= 6:
            out.append(("6+ apples 20% off", round(PRICES["apple"] * self.items["apple"] * 0.2, 2)))
        if "bread" in self.items and "cheese" in self.items:
            out.append(("bread+cheese combo", 1.0))
        if self.subtotal() > 30:
            out.append(("big basket 5%", round(self.subtotal() * 0.05, 2)))
        return out
    def receipt(self):
        lines = []
        for name in sorted(self.items):
            q = self.items[name]
            lines.append(f"{name:<10}{q:>3} x {PRICES[name]:>5.2f} = {q * PRICES[name]:>7.2f}")
        lines.append("-" * 32)
        lines.append(f"{'subtotal':<22}{self.subtotal():>10.2f}")
        total = self.subtotal()
        for label, amount in self.discounts():
            lines.append(f"{label:<22}{-amount:>10.2f}")
            total -= amount
        lines.append(f"{'TOTAL':<22}{total:>10.2f}")
        return "\n".join(lines)
cart = Cart()
for name, qty in [("apple", 4), ("bread", 1), ("milk", 2), ("apple", 3), ("cheese", 2), ("coffee", 1)]:
    cart.add(name, qty)
print(cart.receipt())
try:
    cart.add("caviar")
except KeyError as e:
    print("unknown item:", e)
cart.remove("apple", 5)
cart.remove("coffee")
print(cart.items)
print(cart.receipt())
