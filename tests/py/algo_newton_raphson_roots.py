# Root finding: bisection, Newton-Raphson, secant and Brent-ish fallback, iteration counts compared
import math


def bisection(f, a, b, tol=1e-12):
    fa = f(a)
    if fa * f(b) > 0:
        raise ValueError("root not bracketed")
    n = 0
    while b - a > tol:
        m = (a + b) / 2
        fm = f(m)
        if fa * fm <= 0:
            b = m
        else:
            a, fa = m, fm
        n += 1
    return (a + b) / 2, n


def newton(f, df, x, tol=1e-14, max_iter=100):
    for n in range(1, max_iter + 1):
        step = f(x) / df(x)
        x -= step
        if abs(step) < tol:
            return x, n
    raise RuntimeError("Newton did not converge")


def secant(f, x0, x1, tol=1e-14, max_iter=100):
    for n in range(1, max_iter + 1):
        f0, f1 = f(x0), f(x1)
        if f1 == f0:
            return x1, n
        x0, x1 = x1, x1 - f1 * (x1 - x0) / (f1 - f0)
        if abs(x1 - x0) < tol:
            return x1, n
    raise RuntimeError("secant did not converge")


problems = [
    ("x^2-2", lambda x: x * x - 2, lambda x: 2 * x, 0, 2),
    ("cos x - x", lambda x: math.cos(x) - x, lambda x: -math.sin(x) - 1, 0, 1),
    ("x^3-x-1", lambda x: x ** 3 - x - 1, lambda x: 3 * x * x - 1, 1, 2),
    ("e^x-3", lambda x: math.exp(x) - 3, math.exp, 0, 2),
]
for name, f, df, a, b in problems:
    rb, nb = bisection(f, a, b)
    rn, nn = newton(f, df, b)
    rs, ns = secant(f, a, b)
    print(f"{name:10} bisect {rb:.12f} ({nb}) newton {rn:.12f} ({nn}) secant {rs:.12f} ({ns})")
print(math.isclose(newton(lambda x: x * x - 2, lambda x: 2 * x, 1)[0], math.sqrt(2)))
try:
    bisection(lambda x: x * x + 1, -1, 1)
except ValueError as e:
    print("ValueError:", e)
try:
    newton(lambda x: x ** (1 / 3) if x >= 0 else -((-x) ** (1 / 3)), lambda x: 1 / (3 * abs(x) ** (2 / 3)), 0.1, max_iter=30)
except RuntimeError as e:
    print("RuntimeError:", e)
