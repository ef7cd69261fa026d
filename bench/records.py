# dataclass records aggregated with defaultdict and Counter
from collections import Counter, defaultdict
from dataclasses import dataclass, field
import random

REGIONS = ["north", "south", "east", "west", "central"]
PRODUCTS = ["widget", "gadget", "doohickey", "gizmo", "thingamajig", "whatsit", "sprocket"]


@dataclass
class Sale:
    region: str
    product: str
    quantity: int
    unit_price: float
    tags: list = field(default_factory=list)

    @property
    def total(self):
        return self.quantity * self.unit_price


@dataclass(frozen=True)
class Key:
    region: str
    product: str


def make_sales(n, rng):
    sales = []
    for _ in range(n):
        sale = Sale(rng.choice(REGIONS), rng.choice(PRODUCTS), rng.randint(1, 20),
                    round(rng.uniform(1.0, 50.0), 2))
        if sale.quantity > 15:
            sale.tags.append("bulk")
        sales.append(sale)
    return sales


def main():
    rng = random.Random(42)
    sales = make_sales(55_000, rng)
    revenue = defaultdict(float)
    units = Counter()
    by_key = defaultdict(list)
    for s in sales:
        revenue[s.region] += s.total
        units[s.product] += s.quantity
        by_key[Key(s.region, s.product)].append(s)
    for region in sorted(revenue):
        print(f"{region:<8} {revenue[region]:>12.2f}")
    print("top products:", units.most_common(3))
    best = max(by_key.items(), key=lambda kv: (sum(s.total for s in kv[1]), kv[0].region, kv[0].product))
    print("best pair:", best[0], len(best[1]))
    bulk = Counter(s.region for s in sales if "bulk" in s.tags)
    print("bulk orders:", sorted(bulk.items()))
    print("first sale:", sales[0])


if __name__ == "__main__":
    main()
