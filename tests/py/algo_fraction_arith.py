# fractions.Fraction: arithmetic, continued fractions, Egyptian fractions, limit_denominator
from fractions import Fraction
import math


def continued_fraction(x, terms=10):
    out = []
    for _ in range(terms):
        a = math.floor(x)
        out.append(a)
        x -= a
        if x == 0:
            break
        x = 1 / x
    return out


def from_cf(cf):
    x = Fraction(cf[-1])
    for a in reversed(cf[:-1]):
        x = a + 1 / x
    return x


def egyptian(fr):
    out = []
    while fr.numerator:
        d = -(-fr.denominator // fr.numerator)
        out.append(Fraction(1, d))
        fr -= Fraction(1, d)
    return out


a, b = Fraction(3, 4), Fraction(5, 6)
print(a + b, a - b, a * b, a / b, a ** 2, -a, abs(-b))
print(a < b, a == Fraction(6, 8), Fraction(2, 4) == 0.5, Fraction(1, 3) == 1 / 3)
print(Fraction("3.1415"), Fraction("-7/21"), Fraction(0.1), Fraction(1.5))
print(repr(Fraction(10, 4)), str(Fraction(7)), Fraction(7).denominator)
print(sum(Fraction(1, n) for n in range(1, 11)))
print(continued_fraction(Fraction(415, 93)), from_cf([4, 2, 6, 7]))
print(from_cf(continued_fraction(Fraction(math.pi), 6)))
print(Fraction(math.pi).limit_denominator(1000), Fraction(math.pi).limit_denominator(100000))
print(Fraction(math.sqrt(2)).limit_denominator(100))
print(egyptian(Fraction(4, 13)), egyptian(Fraction(6, 7)))
print(float(Fraction(22, 7)), round(Fraction(7, 2)), round(Fraction(5, 2)), round(Fraction(22, 7), 3))
print(math.floor(Fraction(-7, 2)), math.ceil(Fraction(-7, 2)), int(Fraction(-7, 2)))
print(Fraction(1, 3) + 1, 2 * Fraction(1, 3), Fraction(1, 3) + 0.5, Fraction(2, 3) ** -2)
print(Fraction(9, 4) ** Fraction(1, 2), divmod(Fraction(7, 2), Fraction(2, 3)), Fraction(7, 2) % 1)
print(sorted([Fraction(1, 2), Fraction(1, 3), 0.4, 1, Fraction(-1, 5)]))
print(f"{Fraction(1, 3)}", hash(Fraction(1, 2)) == hash(0.5), Fraction(5, 10).as_integer_ratio())
try:
    Fraction(1, 0)
except ZeroDivisionError as e:
    print("ZeroDivisionError:", e)
