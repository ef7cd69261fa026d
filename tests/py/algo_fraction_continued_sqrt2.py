# Convergents of sqrt(2) and e as Fractions; counting numerators longer than denominators; best approximations
from fractions import Fraction
import math


def sqrt2_expansions(n):
    x = Fraction(1)
    for _ in range(n):
        x = 1 + 1 / (1 + x)
        yield x


exps = list(sqrt2_expansions(1000))
print([str(f) for f in exps[:8]])
print(sum(1 for f in exps if len(str(f.numerator)) > len(str(f.denominator))))
e_terms = [2] + [x for k in range(1, 40) for x in (1, 2 * k, 1)]


def convergent(terms):
    x = Fraction(terms[-1])
    for a in reversed(terms[:-1]):
        x = a + 1 / x
    return x


c100 = convergent(e_terms[:100])
print(c100.numerator % 10**12, sum(map(int, str(c100.numerator))), float(c100) == math.e)
for limit in (10, 100, 1000, 10**6):
    f = Fraction(math.e).limit_denominator(limit)
    print(limit, f, f"{abs(float(f) - math.e):.3e}")
best = min((abs(Fraction(p, q) - Fraction(math.pi)), Fraction(p, q)) for q in range(1, 200) for p in [round(q * math.pi)])
print(best[1], float(best[0]) < 1e-6)
print(Fraction(3, 7) < Fraction(4, 9), max(Fraction(n, d) for d in range(2, 50) for n in range(1, d) if Fraction(n, d) < Fraction(3, 7)))
