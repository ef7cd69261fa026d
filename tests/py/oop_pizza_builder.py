# builder pattern with validation: a Pizza built step by step, enums for size/crust, price rules
from enum import Enum

class Size(Enum):
    SMALL = 8.0
    MEDIUM = 10.0
    LARGE = 13.0

class Crust(Enum):
    THIN = "thin"
    THICK = "thick"
    STUFFED = "stuffed"

class Pizza:
    def __init__(self, size, crust, toppings):
        self.size, self.crust, self.toppings = size, crust, tuple(toppings)
    @property
    def price(self):
        extra = 2.5 if self.crust is Crust.STUFFED else 0
        return round(self.size.value + extra + 1.25 * len(self.toppings), 2)
    def __str__(self):
        tops = ", ".join(self.toppings) or "plain"
        return f"{self.size.name.title()} {self.crust.value} pizza with {tops}: ${self.price:.2f}"

class PizzaBuilder:
    MAX_TOPPINGS = 4
    def __init__(self):
        self._size = Size.MEDIUM
        self._crust = Crust.THIN
        self._toppings = []
    def size(self, s):
        self._size = s if isinstance(s, Size) else Size[s.upper()]
        return self
    def crust(self, c):
        self._crust = Crust(c)
        return self
    def add(self, *toppings):
        for t in toppings:
            if t in self._toppings:
                raise ValueError(f"{t} already added")
            if len(self._toppings) == self.MAX_TOPPINGS:
                raise ValueError(f"at most {self.MAX_TOPPINGS} toppings")
            self._toppings.append(t)
        return self
    def build(self):
        return Pizza(self._size, self._crust, self._toppings)

print(PizzaBuilder().build())
print(PizzaBuilder().size("large").crust("stuffed").add("ham", "pineapple").build())
print(PizzaBuilder().size(Size.SMALL).add("olives").build().price)
for steps in (lambda b: b.add("ham", "ham"), lambda b: b.add("a", "b", "c", "d", "e"),
              lambda b: b.crust("cardboard"), lambda b: b.size("huge")):
    try:
        steps(PizzaBuilder())
    except (ValueError, KeyError) as e:
        print(type(e).__name__ + ":", e)
