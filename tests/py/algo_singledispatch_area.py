# functools.singledispatch for numeric formatting and geometry, cached_property for expensive stats
import math
from dataclasses import dataclass
from decimal import Decimal
from fractions import Fraction
from functools import cached_property, singledispatch


@singledispatch
def describe(x):
    return f"object {x!r}"


@describe.register
def _(x: int):
    return f"int with {x.bit_length()} bits"


@describe.register
def _(x: float):
    return f"float {x:.3g}" + (" (integral)" if x.is_integer() else "")


@describe.register(Fraction)
def _(x):
    return f"fraction {x.numerator}/{x.denominator}"


@describe.register(list)
@describe.register(tuple)
def _(x):
    return f"sequence of {len(x)}: " + ", ".join(describe(i) for i in x)


@dataclass
class Dataset:
    values: list

    @cached_property
    def mean(self):
        print("   (computing mean)")
        return sum(self.values) / len(self.values)

    @cached_property
    def stdev(self):
        print("   (computing stdev)")
        m = self.mean
        return math.sqrt(sum((v - m) ** 2 for v in self.values) / (len(self.values) - 1))


for x in [42, 2 ** 100, 3.0, 2.5e-7, Fraction(3, 8), [1, 2.0], (Fraction(1, 2),), "text", Decimal("1.5"), True]:
    print(describe(x))
print(describe.dispatch(bool).__name__ == describe.dispatch(int).__name__, sorted(t.__name__ for t in describe.registry if t is not object))
ds = Dataset([2, 4, 4, 4, 5, 5, 7, 9])
print(ds.mean, ds.mean, round(ds.stdev, 6), round(ds.stdev, 6))
ds.values.append(100)
print(ds.mean, "stale until deleted")
del ds.mean
print(ds.mean)
