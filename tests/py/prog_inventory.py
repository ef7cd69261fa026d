# Inventory management with classes and dicts
class Product:
    def __init__(self, sku, name, price, stock=0):
        self.sku = sku
        self.name = name
        self.price = price
        self.stock = stock

    def __repr__(self):
        return f"Product({self.sku!r}, {self.name!r}, {self.price}, stock={self.stock})"

class Inventory:
    def __init__(self):
        self.products = {}

    def add(self, product):
        if product.sku in self.products:
            raise KeyError(f"duplicate sku {product.sku}")
        self.products[product.sku] = product

    def restock(self, sku, qty):
        self.products[sku].stock += qty

    def sell(self, sku, qty):
        p = self.products.get(sku)
        if p is None:
            return f"unknown sku {sku}"
        if p.stock < qty:
            return f"only {p.stock} {p.name} left"
        p.stock -= qty
        return f"sold {qty} {p.name} for {qty * p.price:.2f}"

    def value(self):
        return sum(p.price * p.stock for p in self.products.values())

    def low_stock(self, threshold=5):
        return [p.name for p in self.products.values() if p.stock < threshold]

inv = Inventory()
for args in [("A1", "widget", 2.5, 10), ("B2", "gadget", 12.0, 3), ("C3", "doohickey", 0.75, 100)]:
    inv.add(Product(*args))
try:
    inv.add(Product("A1", "dup", 1))
except KeyError as e:
    print("KeyError:", e)
print(inv.sell("A1", 4))
print(inv.sell("B2", 5))
print(inv.sell("Z9", 1))
inv.restock("B2", 10)
print(inv.sell("B2", 5))
print(f"inventory value: {inv.value():.2f}")
print("low stock:", inv.low_stock(), inv.low_stock(10))
for p in sorted(inv.products.values(), key=lambda p: p.price * p.stock, reverse=True):
    print(p)
