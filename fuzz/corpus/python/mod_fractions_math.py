# fractions: exact arithmetic in loops, big numerators, mixing with ints/floats, sorting and sums
from fractions import Fraction
h = sum(Fraction(1, k) for k in range(1, 31))
print(h, float(h))
x = Fraction(1)
for _ in range(10):
    x = (x + Fraction(2) / x) / 2
print(x, float(x), x * x - 2 < Fraction(1, 10**40))
print(Fraction(2, 3) ** 50, Fraction(-2, 3) ** -3, Fraction(10**25 + 1, 10**25) - 1)
print(max(Fraction(1, 3), 0.3, 1 / 3), min([Fraction(5, 7), Fraction(2, 3), 0.7]), Fraction(7, 2) // 1, Fraction(-7, 2) % 3)
print(Fraction("3.1415926535").limit_denominator(100), Fraction(0.1) == Fraction(1, 10), Fraction(0.1) - Fraction(1, 10))
print(sorted({Fraction(1, 2): "a", Fraction(1, 3): "b"}.items()), Fraction(6, 4) == Fraction("1.5"), int(Fraction(10**30, 7)))
print(str(Fraction(-0.0)), repr(Fraction(" 42 ")), Fraction(3, -9), Fraction(Fraction(1, 2), Fraction(3, 4)))
