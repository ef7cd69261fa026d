# fractions.Fraction: construction, arithmetic with ints/floats, comparisons, hash, limit_denominator
from fractions import Fraction as F
import math
a = F(3, 4); b = F("1/3"); c = F(0.5); d = F("1.25"); e = F(-6, 8)
print(a, b, c, d, e, repr(a), F(5), F(), F("  -7/21 "), F("1e-3"), F(2.5e-5))
print(a + b, a - b, a * b, a / b, a // b, a % b, divmod(a, b), -a, abs(e), +a)
print(a + 1, 1 + a, a * 2, 2 - a, a / 3, 3 / a, a + 0.5, 0.5 + a, a ** 2, a ** -2, 2 ** F(1, 2), F(4) ** F(1, 2))
print(a == 0.75, a == F(6, 8), a < b, a > 0, F(1, 2) == 0.5, 2 == F(2), a != b, sorted([a, b, c, d, e]))
print(a.numerator, a.denominator, float(a), int(F(-7, 2)), round(F(5, 2)), round(F(7, 2)), round(F(1234, 100), 1), math.floor(F(-7, 2)), math.ceil(F(-7, 2)), math.trunc(F(-7, 2)))
print(hash(F(1, 2)) == hash(0.5), hash(F(3)) == hash(3), hash(F(1, 3)), F(1, 3) in {F(2, 6)})
print(F(3.141592653589793).limit_denominator(1000), F(3.141592653589793).limit_denominator(100), F(1, 3).limit_denominator(2), F("0.1").limit_denominator())
print(F(10**30, 3), F(2**70) / F(3**40), 1 == (F(1, 3) + F(2, 3)), sum([F(1, n) for n in range(1, 10)]))
print(F(1, 3).as_integer_ratio(), F.from_float(0.1), bool(F(0)), bool(a), str(F(-1, 2)))
for bad in [lambda: F(1, 0), lambda: F("abc"), lambda: a / 0, lambda: F(1.5, 2)]:
    try:
        bad()
    except (ZeroDivisionError, ValueError, TypeError) as ex:
        print(type(ex).__name__, ex)
