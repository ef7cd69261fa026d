# math: every function of CPython 3.11 on many values (specials, domain and range errors,
# big ints, fsum, hypot/dist, gamma/lgamma by Lanczos): the exact floats and messages
import math, random
random.seed(5)
vals = [0.0, -0.0, 0.5, -0.5, 1.0, -1.0, 2.0, 3.7, -3.7, 10.0, 0.1, 1e-10, 1e-300, 5e-324, 1e10, 1e300,
        170.5, 171.7, -170.5, 25.5, 0.999, 1.001, -2.5, 100.0, 0.25, 7.0, 23.0, 24.0, -1e-30, 200.5, -200.5,
        float("inf"), float("-inf"), float("nan")] + [random.uniform(-50, 50) for _ in range(60)] + [random.expovariate(0.01) for _ in range(30)]
names = ["acos", "acosh", "asin", "asinh", "atan", "atanh", "cbrt", "cos", "cosh", "erf", "erfc", "exp", "exp2",
         "expm1", "gamma", "lgamma", "log1p", "sin", "sinh", "sqrt", "tan", "tanh", "ulp", "log", "log2", "log10",
         "fabs", "floor", "ceil", "trunc", "degrees", "radians", "frexp", "modf", "isinf", "isnan", "isfinite"]
for name in names:
    f = getattr(math, name)
    out = []
    for v in vals:
        try:
            out.append(repr(f(v)))
        except (ValueError, OverflowError) as e:
            out.append(type(e).__name__ + ":" + str(e))
    print(name, " ".join(out))
two = [(1.0, 2.0), (-3.5, 2.0), (2.0, 0.5), (0.0, -1.0), (-0.0, -3.0), (-8.0, 1 / 3), (10.0, 400.0), (2.0, -1075.0),
       (float("inf"), 2.0), (float("-inf"), 3.0), (float("-inf"), -3.0), (float("nan"), 0.0), (1.0, float("nan")),
       (0.5, float("inf")), (2.0, float("-inf")), (-1.0, float("inf")), (7.0, 3.0), (-7.0, 3.0), (7.5, -2.0),
       (5.0, 0.0), (float("inf"), 1.0), (1.0, float("inf")), (1e308, 10.0), (-0.0, 0.0), (0.0, -0.0), (3.0, -0.0),
       (float("nan"), float("nan")), (1e-320, 1e-320)] + [(random.uniform(-20, 20), random.uniform(-20, 20)) for _ in range(40)]
for name in ["atan2", "remainder", "pow", "fmod", "nextafter", "copysign", "hypot", "log", "ldexp_", "isclose"]:
    out = []
    for x, y in two:
        try:
            if name == "ldexp_":
                out.append(repr(math.ldexp(x, int(y) if y == y and abs(y) != float("inf") else 5)))
            else:
                out.append(repr(getattr(math, name)(x, y)))
        except (ValueError, OverflowError, ZeroDivisionError) as e:
            out.append(type(e).__name__ + ":" + str(e))
    print(name, " ".join(out))
for ints in [2**1000, 2**1023 * 3, 10**400, 3**2000 + 1, 7, 2**53 + 1, 10**22, 10**23]:
    print(math.log(ints), math.log2(ints), math.log10(ints), math.log(ints, 3), math.sqrt(ints) if ints < 10**300 else "")
print(math.fsum([0.1] * 10), math.fsum([1e100, 1.0, -1e100, 1e-100, 1e50, -1.0, -1e50]), math.fsum([1e-16, 1, 1e16]), math.fsum([]))
print(math.fsum(range(10)), math.fsum([float("inf"), 1]), math.fsum([2**60, 1.5]))
for bad in [[float("inf"), float("-inf")], [1e308, 1e308], [float("nan"), 1.0]]:
    try:
        print(math.fsum(bad))
    except (ValueError, OverflowError) as e:
        print(type(e).__name__, e)
print(math.hypot(3, 4), math.hypot(), math.hypot(5), math.hypot(1e-320, 1e-320), math.hypot(1e308, 1e308), math.hypot(1, 2, 3, 4, 5.5))
print(math.hypot(float("inf"), float("nan")), math.hypot(float("nan"), 1), math.dist((1, 2), (4, 6)), math.dist([0.1, 0.2, 0.3], [1.5, -2, 7]))
for vec in [[random.uniform(-1e5, 1e5) for _ in range(k)] for k in range(2, 9)]:
    print(math.hypot(*vec), math.dist(vec, vec[::-1]))
print(math.ldexp(1.0, -10**30), math.ldexp(0.0, 10**30), math.ldexp(-1.0, -10**30))
for bad in [lambda: math.ldexp(1.0, 1.5), lambda: math.dist((1, 2), (1,)), lambda: math.ldexp(1.0, 2000),
            lambda: math.log(0), lambda: math.log(-1), lambda: math.log(2**2000 * -1), lambda: math.log(10, 1),
            lambda: math.sqrt(-1), lambda: math.sqrt("x"), lambda: math.gamma(0), lambda: math.gamma(-2),
            lambda: math.lgamma(-3), lambda: math.exp(1000), lambda: math.fmod(float("inf"), 2), lambda: math.factorial(-1),
            lambda: math.cosh(1000), lambda: math.dist(1, 2), lambda: math.pow(0.0, -1.0), lambda: math.pow(-2.0, 0.5),
            lambda: math.acosh(0.5), lambda: math.atanh(1), lambda: math.log1p(-1), lambda: math.remainder(float("inf"), 1),
            lambda: math.remainder(1, 0), lambda: math.ldexp(1.0, 10**30)]:
    try:
        print(bad())
    except Exception as e:
        print(type(e).__name__, e)
print(math.isqrt(10**40), math.comb(50, 25), math.perm(10, 3), math.perm(5), math.factorial(25), math.prod([1, 2, 3], start=2))
print(math.gcd(12, 18, 27), math.gcd(), math.lcm(4, 6, 10), math.lcm(), math.isclose(1, 1 + 1e-10), math.isclose(0, 1e-10, abs_tol=1e-9))
print(math.pi, math.e, math.tau, math.inf, math.nan)
