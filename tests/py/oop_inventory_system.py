# inventory management: products, stock movements, low-stock report, errors for bad operations
from dataclasses import dataclass, field
from typing import Dict, List

class StockError(Exception):
    pass

@dataclass
class Product:
    sku: str
    name: str
    price: float
    reorder_level: int = 5

@dataclass
class Movement:
    sku: str
    delta: int
    reason: str

@dataclass
class Inventory:
    products: Dict[str, Product] = field(default_factory=dict)
    stock: Dict[str, int] = field(default_factory=dict)
    movements: List[Movement] = field(default_factory=list)

    def add_product(self, product, qty=0):
        if product.sku in self.products:
            raise StockError(f"duplicate sku {product.sku}")
        self.products[product.sku] = product
        self.stock[product.sku] = 0
        if qty:
            self.receive(product.sku, qty)

    def receive(self, sku, qty):
        self._move(sku, qty, "receive")

    def sell(self, sku, qty):
        if self.stock.get(sku, 0) < qty:
            raise StockError(f"cannot sell {qty} of {sku}: only {self.stock.get(sku, 0)} in stock")
        self._move(sku, -qty, "sale")

    def _move(self, sku, delta, reason):
        if sku not in self.products:
            raise KeyError(sku)
        self.stock[sku] += delta
        self.movements.append(Movement(sku, delta, reason))

    def low_stock(self):
        return sorted(s for s, q in self.stock.items() if q <= self.products[s].reorder_level)

    def value(self):
        return round(sum(self.products[s].price * q for s, q in self.stock.items()), 2)

inv = Inventory()
inv.add_product(Product("A-1", "bolt", 0.25, reorder_level=100), 500)
inv.add_product(Product("B-2", "nut", 0.1), 40)
inv.add_product(Product("C-3", "gear", 12.5, reorder_level=2), 3)
for op, sku, qty in [("sell", "A-1", 450), ("sell", "C-3", 5), ("receive", "B-2", 10),
                     ("sell", "Z-9", 1), ("sell", "C-3", 2)]:
    try:
        getattr(inv, op)(sku, qty)
        print(f"{op} {qty} {sku}: ok, now {inv.stock[sku]}")
    except StockError as e:
        print("StockError:", e)
    except KeyError as e:
        print("KeyError:", e)
try:
    inv.add_product(Product("A-1", "dup", 1.0))
except StockError as e:
    print("StockError:", e)
print(inv.stock, inv.low_stock(), inv.value())
print(len(inv.movements), inv.movements[-1])
sales = {}
for m in inv.movements:
    if m.reason == "sale":
        sales[m.sku] = sales.get(m.sku, 0) - m.delta
print(sales)
