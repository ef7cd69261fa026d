# Fraction with complex: arithmetic converts the Fraction (numbers.Complex), == compares a zero imaginary part; Decimal refuses both
from fractions import Fraction
from decimal import Decimal
print(1 + 2j + Fraction(1, 2), Fraction(1, 2) + 1j, Fraction(1, 2) * 2j, 2j - Fraction(1, 4), Fraction(3) / 2j, 1j ** Fraction(2))
print(Fraction(1, 2) == 0.5 + 0j, complex(1, 0) == Fraction(1))
for f in (lambda: Decimal(1) + Fraction(1, 2), lambda: Fraction(1, 2) + Decimal(1), lambda: Decimal(1) < 1j, lambda: Decimal(1) * "a"):
    try:
        print(f())
    except TypeError as e:
        print(e)
