# cmath function table: values formatted to fixed precision, identities checked with cmath.isclose
import cmath
import math

zs = [1 + 1j, -2 + 0.5j, 3j, -0.5 + 0j, 0.25 - 2j]
fns = ["exp", "log", "sqrt", "sin", "cos", "tan", "sinh", "cosh", "tanh", "asin", "acos", "atan", "asinh", "acosh", "atanh", "log10"]


def fmt(z):
    return f"{z.real:+.6f}{z.imag:+.6f}j"


for name in fns:
    f = getattr(cmath, name)
    print(f"{name:6}", " ".join(fmt(f(z)) for z in zs))
for z in zs:
    checks = [
        cmath.isclose(cmath.exp(cmath.log(z)), z),
        cmath.isclose(cmath.sin(z) ** 2 + cmath.cos(z) ** 2, 1),
        cmath.isclose(cmath.sqrt(z) ** 2, z),
        math.isclose(abs(z), math.hypot(z.real, z.imag)),
        cmath.isclose(cmath.rect(*cmath.polar(z)), z),
    ]
    print(z, checks)
print(cmath.pi, cmath.e, cmath.tau, cmath.inf, cmath.infj, cmath.nanj)
print(cmath.phase(-1), cmath.phase(complex(-1, -0.0)), cmath.log(8, 2), cmath.isinf(complex(math.inf, 1)), cmath.isnan(cmath.nanj))
print(f"{1 + 2j}", f"{3.14159 - 2.71828j:.2f}", f"{1j:>10}", repr(complex(1e20, -1e-5)), complex(0, 0) == 0)
