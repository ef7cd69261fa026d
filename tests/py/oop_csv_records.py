# reading CSV text into typed records with csv.DictReader and a dataclass factory with conversions
import csv
import io
from dataclasses import dataclass, fields

@dataclass
class Product:
    sku: str
    name: str
    price: float
    stock: int
    active: bool

    @classmethod
    def from_row(cls, row):
        kwargs = {}
        for f in fields(cls):
            raw = row[f.name].strip()
            if f.type is bool:
                kwargs[f.name] = raw.lower() in ("1", "yes", "true")
            else:
                kwargs[f.name] = f.type(raw)
        return cls(**kwargs)

DATA = """sku,name,price,stock,active
A1, Widget ,2.50,10,yes
B2,Gadget,12.00,0,no
C3,Doohickey,0.75,250,TRUE
D4,Broken,abc,1,yes
"""
products, errors = [], []
for lineno, row in enumerate(csv.DictReader(io.StringIO(DATA)), start=2):
    try:
        products.append(Product.from_row(row))
    except ValueError as e:
        errors.append((lineno, str(e)))
for p in products:
    print(p)
print(errors)
active = [p.sku for p in products if p.active and p.stock]
print(active, round(sum(p.price * p.stock for p in products), 2))
out = io.StringIO()
w = csv.writer(out)
w.writerow(["sku", "value"])
w.writerows([(p.sku, f"{p.price * p.stock:.2f}") for p in products])
print(out.getvalue().replace("\r\n", "|"))
