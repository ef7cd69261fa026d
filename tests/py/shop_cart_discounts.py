from decimal import Decimal, ROUND_HALF_UP
CATALOG = {"apple": ("Apple", Decimal("0.50"), "fruit"), "bread": ("Bread", Decimal("2.99"), "bakery"),
           "milk": ("Milk 1L", Decimal("1.29"), "dairy"), "cheese": ("Cheddar", Decimal("5.75"), "dairy")}
class Cart:
    def __init__(self):
        self.lines = {}
    def add(self, sku, qty=1):
        if sku not in CATALOG:
            raise KeyError(sku)
        if qty <= 0:
            raise ValueError("quantity must be positive")
        self.lines[sku] = self.lines.get(sku, 0) + qty
        return self
    def remove(self, sku, qty=None):
        if qty is None or qty >= self.lines[sku]:
            del self.lines[sku]
        else:
            self.lines[sku] -= qty
    def subtotal(self):
        return sum((CATALOG[s][1] * q for s, q in self.lines.items()), Decimal("0"))
    def discounts(self):
        out = []
        if self.lines.get("apple", 0) >= 6:
            free = self.lines["apple"] // 6
            out.append(("6th apple free", CATALOG["apple"][1] * free))
        dairy = sum(CATALOG[s][1] * q for s, q in self.lines.items() if CATALOG[s][2] == "dairy")
        if dairy > 10:
            out.append(("10% off dairy", (dairy * Decimal("0.10")).quantize(Decimal("0.01"), ROUND_HALF_UP)))
        return out
    def receipt(self):
        lines = []
        for sku, q in sorted(self.lines.items()):
            name, price, _ = CATALOG[sku]
            lines.append(f"{name:<12}{q:>3} x {price:>5} = {price * q:>7}")
        sub = self.subtotal()
        lines.append(f"{'Subtotal':<24}{sub:>7}")
        disc = self.discounts()
        for label, amt in disc:
            lines.append(f"{label:<24}{-amt:>7}")
        total = sub - sum((a for _, a in disc), Decimal(0))
        tax = (total * Decimal("0.07")).quantize(Decimal("0.01"), ROUND_HALF_UP)
        lines.append(f"{'Tax 7%':<24}{tax:>7}")
        lines.append(f"{'TOTAL':<24}{total + tax:>7}")
        return "\n".join(lines)
c = Cart().add("apple", 13).add("milk", 3).add("cheese", 2).add("bread")
print(c.receipt())
c.remove("apple", 10); c.remove("bread")
print(c.receipt())
for bad in [("kiwi", 1), ("milk", 0)]:
    try:
        c.add(*bad)
    except (KeyError, ValueError) as e:
        print(type(e).__name__, e)
