# Mixing int, float, Fraction, Decimal and complex in algorithms: coercions, exactness, comparison rules
from decimal import Decimal
from fractions import Fraction
import math

vals = [3, 2.5, Fraction(7, 2), Decimal("1.25"), True]
print([type(v).__name__ for v in vals])
print(3 + 2.5, 3 + Fraction(1, 2), 2.5 + Fraction(1, 2), Decimal("1.25") + 3, True + True)
print(Fraction(1, 3) + 0.5, type(Fraction(1, 3) + 0.5).__name__, Fraction(3, 4) * 4, type(Fraction(3, 4) * 4).__name__)
try:
    Decimal("1.5") + 1.5
except TypeError as e:
    print("TypeError:", e)
try:
    Decimal("1.5") + Fraction(1, 2)
except TypeError as e:
    print("TypeError:", e)
print(sorted([3, 2.5, Fraction(7, 2), True, Decimal("1.25")]))
print(max(2, 2.0), max(2.0, 2), min(Fraction(1, 2), 0.5), 1 == 1.0 == Fraction(1) == Decimal(1), hash(1) == hash(1.0) == hash(Fraction(1)))
print(0.1 == Fraction(0.1), Fraction(1, 10) == 0.1, Decimal("0.1") == Fraction(1, 10), Decimal(0.1) == 0.1)
print(sum([1, 2.5, Fraction(1, 2)]), sum([Fraction(1, 3)] * 3), math.fsum([0.1] * 10), sum([Decimal("0.1")] * 10))
print(7 // 2, -7 // 2, 7 // 2.0, Fraction(7, 2) // 1, 7 % -3, 7.5 % 2, Fraction(-7, 2) % 2, Decimal(-7) % 2)
print(2 ** -1, 2 ** 0.5, Fraction(4, 9) ** 0.5, (-8) ** Fraction(1, 3), 4 ** Fraction(1, 2), Decimal(2) ** 10)
print(1 + 2j + Fraction(1, 2), (1 + 1j) * 2.5, abs(3 + 4j) == 5, complex(Fraction(1, 4)), int(3.99), int(-3.99), int(Fraction(-7, 2)), int(Decimal("-3.7")))
print(round(2.5), round(Fraction(5, 2)), round(Decimal("2.5")), round(3.14159, 2), round(Fraction(314159, 100000), 2), round(Decimal("3.14159"), 2))
print(math.floor(Fraction(-1, 2)), math.ceil(Decimal("1.1")), math.isqrt(10**20), float(Fraction(1, 3)), float(Decimal("1e-3")))
