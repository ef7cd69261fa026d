# unit-aware Quantity class: arithmetic with conversion, comparison, incompatible units
from functools import total_ordering

FACTORS = {"m": 1.0, "cm": 0.01, "km": 1000.0, "in": 0.0254, "ft": 0.3048,
           "g": 1.0, "kg": 1000.0, "lb": 453.59237}
DIMENSION = {"m": "length", "cm": "length", "km": "length", "in": "length", "ft": "length",
             "g": "mass", "kg": "mass", "lb": "mass"}

class UnitError(TypeError):
    pass

@total_ordering
class Quantity:
    def __init__(self, value, unit):
        if unit not in FACTORS:
            raise ValueError(f"unknown unit {unit!r}")
        self.value, self.unit = value, unit

    def to(self, unit):
        if DIMENSION[unit] != DIMENSION[self.unit]:
            raise UnitError(f"cannot convert {self.unit} to {unit}")
        return Quantity(self.value * FACTORS[self.unit] / FACTORS[unit], unit)

    def _base(self):
        return self.value * FACTORS[self.unit]

    def __add__(self, other):
        return Quantity(self.value + other.to(self.unit).value, self.unit)

    def __sub__(self, other):
        return Quantity(self.value - other.to(self.unit).value, self.unit)

    def __mul__(self, k):
        if isinstance(k, Quantity):
            raise UnitError("multiplying quantities is not supported")
        return Quantity(self.value * k, self.unit)
    __rmul__ = __mul__

    def __eq__(self, other):
        if not isinstance(other, Quantity) or DIMENSION[other.unit] != DIMENSION[self.unit]:
            return NotImplemented
        return abs(self._base() - other._base()) < 1e-9

    def __lt__(self, other):
        return self._base() < other.to(self.unit)._base()

    def __repr__(self):
        return f"{self.value:.4g} {self.unit}"

d1 = Quantity(5, "km")
d2 = Quantity(300, "m")
print(d1 + d2, d2 + d1, d1 - d2, d1.to("ft"), Quantity(12, "in").to("ft"))
print(3 * d2, d2 * 0.5, Quantity(1, "lb").to("kg"), Quantity(2.2, "lb") > Quantity(1, "kg"))
print(sorted([Quantity(1, "ft"), Quantity(20, "cm"), Quantity(0.5, "m"), Quantity(6, "in")]))
print(Quantity(100, "cm") == Quantity(1, "m"), Quantity(1, "m") == Quantity(1, "kg"), Quantity(1, "g") != 1)
for bad in (lambda: d1 + Quantity(1, "kg"), lambda: Quantity(1, "parsec"), lambda: d1 * d2,
            lambda: d1 < Quantity(1, "g")):
    try:
        bad()
    except (UnitError, ValueError) as e:
        print(type(e).__name__ + ":", e, isinstance(e, TypeError))
