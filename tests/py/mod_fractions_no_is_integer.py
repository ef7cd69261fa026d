# Fraction.is_integer arrived in 3.12: CPython 3.11 has none
from decimal import Decimal
print(pow(Decimal(3), 4, 5), pow(Decimal(3), Decimal(4), 5))
from fractions import Fraction
print(hasattr(Fraction, "is_integer"), hasattr(int, "is_integer"), hasattr(float, "is_integer"))
