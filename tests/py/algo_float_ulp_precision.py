# Floating-point precision exploration: machine epsilon, ulp, nextafter, catastrophic cancellation, Kahan sum
import math
import sys

eps = 1.0
while 1.0 + eps / 2 > 1.0:
    eps /= 2
print(eps, sys.float_info.epsilon, eps == sys.float_info.epsilon)
print(sys.float_info.max, sys.float_info.min, sys.float_info.dig, sys.float_info.mant_dig)
for x in (1.0, 1000.0, 1e-300, 2.0 ** 52, 0.0):
    print(f"ulp({x!r}) = {math.ulp(x)!r}  next up = {math.nextafter(x, math.inf)!r}")
print(math.nextafter(1.0, 0.0), math.nextafter(0.0, -1.0), 5e-324 / 2, 2.2250738585072014e-308 / 2)


def kahan(values):
    total = comp = 0.0
    for v in values:
        y = v - comp
        t = total + y
        comp = (t - total) - y
        total = t
    return total


vals = [0.1] * 1000 + [1e10, -1e10]
print(sum(vals), kahan(vals), math.fsum(vals))


def quad_naive(a, b, c):
    d = math.sqrt(b * b - 4 * a * c)
    return (-b + d) / (2 * a), (-b - d) / (2 * a)


def quad_stable(a, b, c):
    d = math.sqrt(b * b - 4 * a * c)
    q = -0.5 * (b + math.copysign(d, b))
    return c / q, q / a


print(quad_naive(1, 1e8, 1))
print(quad_stable(1, 1e8, 1))
x = 1e-8
print((1 - math.cos(x)) / x ** 2, 2 * math.sin(x / 2) ** 2 / x ** 2, math.expm1(1e-10), math.exp(1e-10) - 1)
print(math.log1p(1e-15), math.log(1 + 1e-15))
print(0.1 + 0.2 == 0.3, math.isclose(0.1 + 0.2, 0.3), abs(0.1 + 0.2 - 0.3) < 1e-15, (0.1 + 0.2).hex())
print(float(2 ** 53) + 1 == float(2 ** 53), 2 ** 53 + 1, int(float(2 ** 53 + 1)), 9007199254740993.0)
print(math.copysign(0.0, -1), -0.0 == 0.0, math.atan2(0.0, -0.0), math.atan2(-0.0, -0.0), 1 / math.inf)
