# Numerical integration: rectangle, trapezoid, Simpson and Romberg, with error table
import math


def midpoint(f, a, b, n):
    h = (b - a) / n
    return h * sum(f(a + (i + 0.5) * h) for i in range(n))


def trapezoid(f, a, b, n):
    h = (b - a) / n
    return h * (0.5 * f(a) + sum(f(a + i * h) for i in range(1, n)) + 0.5 * f(b))


def simpson(f, a, b, n):
    if n % 2:
        raise ValueError("n must be even")
    h = (b - a) / n
    s = f(a) + f(b)
    s += 4 * sum(f(a + i * h) for i in range(1, n, 2))
    s += 2 * sum(f(a + i * h) for i in range(2, n, 2))
    return s * h / 3


def romberg(f, a, b, levels=6):
    R = [[trapezoid(f, a, b, 1)]]
    for k in range(1, levels):
        row = [trapezoid(f, a, b, 2 ** k)]
        for j in range(1, k + 1):
            row.append(row[j - 1] + (row[j - 1] - R[k - 1][j - 1]) / (4 ** j - 1))
        R.append(row)
    return R[-1][-1]


cases = [
    ("sin 0..pi", math.sin, 0, math.pi, 2.0),
    ("x^2 0..3", lambda x: x * x, 0, 3, 9.0),
    ("exp 0..1", math.exp, 0, 1, math.e - 1),
    ("1/x 1..e", lambda x: 1 / x, 1, math.e, 1.0),
    ("4/(1+x^2)", lambda x: 4 / (1 + x * x), 0, 1, math.pi),
]
for name, f, a, b, exact in cases:
    print(name)
    for n in (4, 16, 64):
        errs = [abs(m(f, a, b, n) - exact) for m in (midpoint, trapezoid, simpson)]
        print(f"  n={n:3d} " + " ".join(f"{e:.3e}" for e in errs))
    r = romberg(f, a, b)
    print(f"  romberg {r:.12f} err {abs(r - exact):.1e}")
print(f"{simpson(math.cos, 0, math.pi / 2, 100):.15f}")
try:
    simpson(math.cos, 0, 1, 3)
except ValueError as e:
    print("ValueError:", e)
