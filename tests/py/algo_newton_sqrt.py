# Square roots: Newton's method for floats and integers, bisection, compared with math
import math


def newton_sqrt(x, tol=1e-15, max_iter=100):
    if x < 0:
        raise ValueError("math domain error")
    if x == 0:
        return 0.0
    guess = x if x >= 1 else 1.0
    for i in range(max_iter):
        nxt = 0.5 * (guess + x / guess)
        if abs(nxt - guess) <= tol * nxt:
            return nxt
        guess = nxt
    return guess


def int_sqrt(n):
    if n < 2:
        return n
    x = n
    y = (x + 1) // 2
    while y < x:
        x = y
        y = (x + n // x) // 2
    return x


def bisect_sqrt(x, eps=1e-12):
    lo, hi = 0.0, max(1.0, x)
    steps = 0
    while hi - lo > eps:
        mid = (lo + hi) / 2
        if mid * mid < x:
            lo = mid
        else:
            hi = mid
        steps += 1
    return (lo + hi) / 2, steps


for x in (2, 9, 0.25, 1e-6, 12345.678, 1e100):
    n = newton_sqrt(x)
    print(f"{x!r:>12} newton={n!r:<22} math={math.sqrt(x)!r:<22} close={math.isclose(n, math.sqrt(x))}")
for n in (0, 1, 15, 16, 10**20, 2**127, 10**60 + 12345):
    r = int_sqrt(n)
    print(n, r, r == math.isqrt(n), r * r <= n < (r + 1) ** 2)
val, steps = bisect_sqrt(2)
print(f"{val:.12f} {steps} {abs(val - math.sqrt(2)) < 1e-11}")
try:
    newton_sqrt(-1)
except ValueError as e:
    print("ValueError:", e)
try:
    math.sqrt(-1)
except ValueError as e:
    print("ValueError:", e)
print(math.sqrt(2) ** 2, math.sqrt(2) ** 2 == 2, math.isclose(math.sqrt(2) ** 2, 2))
print(2 ** 0.5, 10 ** -2, (-8) ** (1 / 3), math.pow(2, 0.5), math.hypot(3, 4), math.cbrt(27.0) if hasattr(math, "cbrt") else 3.0)
