# Continued fractions of square roots, convergents, and the fundamental solution of Pell's equation
from fractions import Fraction
import math


def sqrt_cf(n):
    a0 = math.isqrt(n)
    if a0 * a0 == n:
        return a0, []
    m, d, a = 0, 1, a0
    period = []
    while a != 2 * a0:
        m = d * a - m
        d = (n - m * m) // d
        a = (a0 + m) // d
        period.append(a)
    return a0, period


def convergents(a0, period, count):
    terms = [a0] + [period[i % len(period)] for i in range(count - 1)]
    h, h1 = 1, 0
    k, k1 = 0, 1
    for a in terms:
        h, h1 = a * h + h1, h
        k, k1 = a * k + k1, k
        yield Fraction(h, k)


def pell(n):
    a0, period = sqrt_cf(n)
    if not period:
        return None
    for c in convergents(a0, period, 4 * len(period) + 4):
        x, y = c.numerator, c.denominator
        if x * x - n * y * y == 1:
            return x, y


for n in (2, 3, 7, 13, 19, 23, 16, 61):
    print(n, sqrt_cf(n))
print([str(c) for c in convergents(*sqrt_cf(2), 8)])
print([f"{float(c):.10f}" for c in convergents(*sqrt_cf(2), 8)][-1], f"{math.sqrt(2):.10f}")
for n in (2, 3, 5, 7, 13, 29, 61, 109, 9):
    print(n, pell(n))
best = max((pell(n)[0], n) for n in range(2, 100) if math.isqrt(n) ** 2 != n)
print(best)
