# math module in use
import math
print(math.pi, math.e, math.tau, math.inf, -math.inf, math.nan)
print(math.sqrt(16), math.sqrt(2), math.isqrt(17), math.isqrt(10 ** 20))
print(math.floor(2.7), math.floor(-2.7), math.ceil(2.1), math.ceil(-2.1), math.trunc(-2.7), type(math.floor(2.5)).__name__)
print(math.gcd(12, 18), math.gcd(0, 5), math.lcm(4, 6), math.gcd(2 ** 80, 6 ** 30))
print(math.factorial(10), math.factorial(25), math.comb(10, 3), math.perm(5, 2), math.comb(60, 30))
print(math.pow(2, 10), math.exp(0), math.log(math.e), math.log(8, 2), math.log10(1000), math.log2(1024))
print(round(math.sin(math.pi / 2), 10), round(math.cos(0), 10), round(math.atan2(1, 1), 10), math.degrees(math.pi), math.radians(180))
print(math.hypot(3, 4), math.fabs(-3), math.fsum([0.1] * 10), sum([0.1] * 10), math.prod([1, 2, 3, 4]))
print(math.isclose(0.1 + 0.2, 0.3), math.isfinite(1e308), math.isinf(1e309), math.isnan(float("nan")))
print(math.copysign(3, -0.0), math.fmod(-7, 3), -7 % 3, math.modf(3.25), math.frexp(8.0), math.ldexp(0.5, 4))
print(math.dist((0, 0), (3, 4)), math.ceil(10 / 3), math.floor(1e20))
try:
    math.sqrt(-1)
except ValueError as e:
    print("ValueError:", e)
try:
    math.log(0)
except ValueError as e:
    print("ValueError:", e)
from math import sqrt, pi as PI
print(sqrt(81), round(PI, 3))
