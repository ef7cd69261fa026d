# shopping cart with line items, discount strategies (ABC), tax, and a receipt formatter
from abc import ABC, abstractmethod
from dataclasses import dataclass

@dataclass(frozen=True)
class Product:
    sku: str
    name: str
    price: float

@dataclass
class LineItem:
    product: Product
    qty: int = 1
    @property
    def subtotal(self):
        return round(self.product.price * self.qty, 2)

class Discount(ABC):
    @abstractmethod
    def amount(self, cart) -> float: ...
    def describe(self):
        return type(self).__name__

class PercentOff(Discount):
    def __init__(self, pct):
        self.pct = pct
    def amount(self, cart):
        return round(cart.subtotal * self.pct / 100, 2)
    def describe(self):
        return f"{self.pct}% off"

class BuyXGetY(Discount):
    def __init__(self, sku, x, y):
        self.sku, self.x, self.y = sku, x, y
    def amount(self, cart):
        item = cart.items.get(self.sku)
        if not item:
            return 0.0
        free = item.qty // (self.x + self.y) * self.y
        return round(free * item.product.price, 2)
    def describe(self):
        return f"buy {self.x} get {self.y} ({self.sku})"

class Cart:
    TAX = 0.08
    def __init__(self):
        self.items = {}
        self.discounts = []
    def add(self, product, qty=1):
        if qty <= 0:
            raise ValueError("quantity must be positive")
        if product.sku in self.items:
            self.items[product.sku].qty += qty
        else:
            self.items[product.sku] = LineItem(product, qty)
        return self
    @property
    def subtotal(self):
        return round(sum(i.subtotal for i in self.items.values()), 2)
    def total(self):
        disc = sum(d.amount(self) for d in self.discounts)
        return round((self.subtotal - disc) * (1 + self.TAX), 2)
    def receipt(self):
        lines = [f"{i.product.name:<10}{i.qty:>3} x {i.product.price:>6.2f} = {i.subtotal:>7.2f}"
                 for i in self.items.values()]
        lines += [f"  - {d.describe():<26}{-d.amount(self):>8.2f}" for d in self.discounts]
        lines.append(f"{'TOTAL (incl. tax)':<30}{self.total():>8.2f}")
        return "\n".join(lines)

apple, pen = Product("A1", "apple", 0.5), Product("P1", "pen", 2.25)
cart = Cart().add(apple, 6).add(pen, 2).add(apple)
cart.discounts += [BuyXGetY("A1", 2, 1), PercentOff(10)]
print(cart.receipt())
print(cart.subtotal, cart.total(), len(cart.items))
try:
    cart.add(pen, 0)
except ValueError as e:
    print("ValueError:", e)
try:
    Discount()
except TypeError as e:
    print("TypeError:", e)
