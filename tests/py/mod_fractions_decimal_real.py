# Fraction(Decimal) takes its exact ratio; a Fraction has numbers.Real's real, imag, conjugate
from fractions import Fraction
from decimal import Decimal

print(Fraction(Decimal('1.25')), Fraction(Decimal('-0.001')), Fraction(Decimal('12E3')), Fraction(Decimal(0)))
for bad in [Decimal('NaN'), Decimal('Infinity')]:
    try:
        Fraction(bad)
    except (ValueError, OverflowError) as e:
        print(type(e).__name__, e)
try:
    Fraction(Decimal('1.5'), 2)
except TypeError as e:
    print(e)
f = Fraction(3, 4)
print(f.real, f.imag, f.conjugate(), type(f.real).__name__, f.real == f)
