# cmath's special values (C99 Annex G, as CPython chooses them) and its errors
import cmath
inf, nan = float("inf"), float("nan")
vals = [-inf, -2.5, -0.0, 0.0, 1.5, inf, nan]

def show(f, *a):
    try:
        return repr(f(*a))
    except (ValueError, OverflowError) as e:
        return type(e).__name__

for name in ["acos", "acosh", "asin", "asinh", "atan", "atanh", "cos", "cosh", "exp", "log",
             "log10", "sin", "sinh", "sqrt", "tan", "tanh", "phase", "polar", "isfinite",
             "isinf", "isnan"]:
    f = getattr(cmath, name)
    for x in vals:
        print(name, x, " ".join(show(f, complex(x, y)) for y in vals))
for x in vals:
    print("rect", x, " ".join(show(cmath.rect, x, y) for y in vals))

tests = [
    lambda: cmath.sqrt("x"), lambda: cmath.sqrt(), lambda: cmath.sqrt(z=1), lambda: cmath.rect(1j, 1),
    lambda: cmath.rect(1), lambda: cmath.log(), lambda: cmath.log(x=1), lambda: cmath.log(1, "b"),
    lambda: cmath.isclose(1), lambda: cmath.isclose(1, 2, rel_tol=-1), lambda: cmath.exp(1000),
    lambda: cmath.cosh(1000 + 1j), lambda: cmath.sinh(-711), lambda: cmath.tanh(1000),
    lambda: cmath.exp(709.9 + 1j), lambda: cmath.polar(complex(1e308, 1e308)), lambda: cmath.atanh(1),
    lambda: cmath.atanh(-1), lambda: cmath.log(0j), lambda: cmath.log(0, 2), lambda: cmath.log(2, 1),
    lambda: cmath.log(2, 0), lambda: cmath.log10(0), lambda: cmath.sqrt([1]), lambda: cmath.phase(None),
    lambda: cmath.phase(complex(1e300, 1e-300)), lambda: cmath.polar(10 ** 400), lambda: cmath.acos(2),
    lambda: cmath.asin(2), lambda: cmath.atanh(2), lambda: cmath.log(-1, -1), lambda: cmath.sqrt(-0.0),
    lambda: cmath.sqrt(complex(-0.0, -0.0)), lambda: cmath.rect(1, inf), lambda: cmath.rect(inf, 1),
    lambda: cmath.rect(-2, 0.0), lambda: cmath.rect(2, -0.0), lambda: cmath.sqrt(1e-320 + 1e-320j),
    lambda: cmath.log(1e-320 + 1e-320j), lambda: cmath.log(1e308 + 1e308j), lambda: cmath.acos(1e308 + 1j),
    lambda: cmath.asinh(-1e308 - 1e308j), lambda: cmath.atanh(1e200 + 1j), lambda: cmath.atanh(1 + 1e-200j),
]
for f in tests:
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, e)
