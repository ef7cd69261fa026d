# Fractions: harmonic numbers, Bernoulli numbers, then formatting a Fraction with :.3f (TypeError in 3.11)
from fractions import Fraction
from math import comb


def harmonic(n):
    return sum(Fraction(1, k) for k in range(1, n + 1))


def bernoulli(n):
    B = [Fraction(1)]
    for m in range(1, n + 1):
        B.append(-sum(comb(m + 1, k) * B[k] for k in range(m)) / (m + 1))
    return B


for n in (1, 2, 5, 10, 20):
    h = harmonic(n)
    print(n, h, float(h))
B = bernoulli(12)
for i, b in enumerate(B):
    if b:
        print(f"B{i} = {b}")
print(sum(Fraction(1, 2 ** k) for k in range(1, 30)))
x = Fraction(355, 113)
print(x, float(x), str(x), repr(x))
print(f"{x}", f"{x!r}", f"{float(x):.3f}")
print(f"{x:.3f}")
