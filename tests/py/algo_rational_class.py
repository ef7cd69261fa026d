# A hand-written Rational class (normalising with gcd) compared against fractions.Fraction
from fractions import Fraction
from math import gcd


class Rational:
    def __init__(self, num, den=1):
        if den == 0:
            raise ZeroDivisionError("denominator is zero")
        if den < 0:
            num, den = -num, -den
        g = gcd(num, den)
        self.num, self.den = num // g, den // g

    @staticmethod
    def _coerce(x):
        return x if isinstance(x, Rational) else Rational(x)

    def __add__(self, o):
        o = self._coerce(o)
        return Rational(self.num * o.den + o.num * self.den, self.den * o.den)

    __radd__ = __add__

    def __sub__(self, o):
        o = self._coerce(o)
        return Rational(self.num * o.den - o.num * self.den, self.den * o.den)

    def __rsub__(self, o):
        return self._coerce(o) - self

    def __mul__(self, o):
        o = self._coerce(o)
        return Rational(self.num * o.num, self.den * o.den)

    __rmul__ = __mul__

    def __truediv__(self, o):
        o = self._coerce(o)
        return Rational(self.num * o.den, self.den * o.num)

    def __pow__(self, n):
        return Rational(self.num ** n, self.den ** n) if n >= 0 else Rational(self.den ** -n, self.num ** -n)

    def __eq__(self, o):
        o = self._coerce(o)
        return (self.num, self.den) == (o.num, o.den)

    def __lt__(self, o):
        o = self._coerce(o)
        return self.num * o.den < o.num * self.den

    def __float__(self):
        return self.num / self.den

    def __repr__(self):
        return f"{self.num}/{self.den}" if self.den != 1 else str(self.num)


pairs = [((1, 2), (1, 3)), ((-3, 4), (5, -6)), ((7, 1), (2, 9)), ((0, 5), (3, 3))]
for (a, b), (c, d) in pairs:
    r1, r2 = Rational(a, b), Rational(c, d)
    f1, f2 = Fraction(a, b), Fraction(c, d)
    mine = [r1 + r2, r1 - r2, r1 * r2, r1 ** 2, r2 ** -1 if r2 != 0 else "n/a"]
    theirs = [f1 + f2, f1 - f2, f1 * f2, f1 ** 2, f2 ** -1 if f2 != 0 else "n/a"]
    print(mine, all(str(m) == str(t) for m, t in zip(mine, theirs)))
print(1 + Rational(1, 2), 3 * Rational(2, 9), 1 - Rational(1, 4), Rational(1, 3) < Rational(1, 2))
print(sorted([Rational(1, 2), Rational(-1, 3), Rational(2, 5)]), float(Rational(22, 7)))
s = sum((Rational(1, n * (n + 1)) for n in range(1, 50)), Rational(0))
print(s, str(s) == str(Fraction(49, 50)))
try:
    Rational(1, 0)
except ZeroDivisionError as e:
    print("ZeroDivisionError:", e)
