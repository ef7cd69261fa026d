# Dataclass records parsed from CSV text: __post_init__ validation, ordering, replace, asdict, frozen.
import csv
import io
from dataclasses import dataclass, field, asdict, astuple, replace, fields, FrozenInstanceError

@dataclass(order=True)
class Product:
    sort_index: float = field(init=False, repr=False)
    name: str
    price: float
    qty: int = 0
    tags: list = field(default_factory=list, compare=False)

    def __post_init__(self):
        if self.price < 0:
            raise ValueError(f"negative price for {self.name}: {self.price}")
        self.sort_index = self.price * self.qty

    @property
    def value(self):
        return self.price * self.qty

@dataclass(frozen=True)
class Point:
    x: int
    y: int

DATA = "name,price,qty,tags\nlamp,19.99,3,home|light\ndesk,120,1,office\npen,0.5,100,\nmug,4.25,12,home\n"
products = []
for row in csv.DictReader(io.StringIO(DATA)):
    products.append(Product(row["name"], float(row["price"]), int(row["qty"]), [t for t in row["tags"].split("|") if t]))
for p in sorted(products, reverse=True):
    print(f"{p.name:<5} {p.value:>8.2f} {p}")
print(asdict(products[0]))
print(astuple(products[2]))
print(replace(products[1], qty=5), [f.name for f in fields(Product)])
print(Product("a", 1.0, 2) == Product("a", 1.0, 2, ["x"]), Product("a", 1, 1) < Product("b", 2, 1))
try:
    Product("bad", -1.0)
except ValueError as e:
    print("ValueError:", e)
pt = Point(1, 2)
try:
    pt.x = 5
except FrozenInstanceError as e:
    print(type(e).__name__, e)
print(pt, hash(pt) == hash(Point(1, 2)), {pt: "origin-ish"}[Point(1, 2)])
