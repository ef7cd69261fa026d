# numbers: the numeric tower for int, bool, float, Fraction, Decimal
import numbers
from fractions import Fraction
from decimal import Decimal
for x in [3, True, 2.5, Fraction(1, 3), Decimal("1.5"), "3", None, [1]]:
    print(repr(x), [isinstance(x, c) for c in (numbers.Number, numbers.Complex, numbers.Real, numbers.Rational, numbers.Integral)])
print(issubclass(int, numbers.Integral), issubclass(float, numbers.Rational), issubclass(bool, numbers.Number), numbers.Integral.__mro__[1:3])
def total(xs):
    if not all(isinstance(x, numbers.Number) for x in xs):
        raise TypeError("numbers only")
    return sum(xs)
print(total([1, 2.5, Fraction(1, 2)]), type(3).__mro__, isinstance(3, int))
