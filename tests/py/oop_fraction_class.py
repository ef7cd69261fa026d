# a Fraction-like Rational class: normalisation, arithmetic with ints, comparisons, hashing
from functools import total_ordering
from math import gcd

@total_ordering
class Rational:
    __slots__ = ("num", "den")

    def __init__(self, num, den=1):
        if den == 0:
            raise ZeroDivisionError("denominator cannot be zero")
        if den < 0:
            num, den = -num, -den
        g = gcd(num, den)
        self.num, self.den = num // g, den // g

    @staticmethod
    def _coerce(x):
        if isinstance(x, Rational):
            return x
        if isinstance(x, int):
            return Rational(x)
        return NotImplemented

    def __add__(self, other):
        other = self._coerce(other)
        if other is NotImplemented:
            return other
        return Rational(self.num * other.den + other.num * self.den, self.den * other.den)
    __radd__ = __add__

    def __sub__(self, other):
        return self + (-self._coerce(other))

    def __rsub__(self, other):
        return self._coerce(other) - self

    def __neg__(self):
        return Rational(-self.num, self.den)

    def __mul__(self, other):
        other = self._coerce(other)
        return Rational(self.num * other.num, self.den * other.den)
    __rmul__ = __mul__

    def __truediv__(self, other):
        other = self._coerce(other)
        return Rational(self.num * other.den, self.den * other.num)

    def __rtruediv__(self, other):
        return self._coerce(other) / self

    def __eq__(self, other):
        other = self._coerce(other)
        return other is not NotImplemented and (self.num, self.den) == (other.num, other.den)

    def __lt__(self, other):
        other = self._coerce(other)
        return self.num * other.den < other.num * self.den

    def __hash__(self):
        return hash((self.num, self.den))

    def __float__(self):
        return self.num / self.den

    def __repr__(self):
        return f"Rational({self.num}, {self.den})"

    def __str__(self):
        return str(self.num) if self.den == 1 else f"{self.num}/{self.den}"

h = Rational(1, 2)
t = Rational(1, 3)
print(h + t, h - t, h * t, h / t, 1 + h, 1 - h, 2 * t, 1 / t)
print(repr(Rational(6, -8)), Rational(4, 2), float(Rational(7, 8)))
print(sum(Rational(1, n) for n in range(1, 7)))
print(h > t, h <= t, h == Rational(2, 4), Rational(3) == 3, sorted([h, t, Rational(-1, 5), Rational(2)]))
print(len({h, Rational(2, 4), t}), max(h, t), min([Rational(5, 3), 1, Rational(1, 9)]))
try:
    Rational(1, 0)
except ZeroDivisionError as e:
    print("ZeroDivisionError:", e)
try:
    h + 0.5
except TypeError as e:
    print("TypeError:", e)
