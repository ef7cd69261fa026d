# cmath on ordinary inputs: the results are CPython's to the last digit
import cmath
import math

def solve(a, b, c):
    d = cmath.sqrt(b ** 2 - 4 * a * c)
    return (-b + d) / (2 * a), (-b - d) / (2 * a)

for coeffs in [(1, -3, 2), (1, 2, 5), (1, 0, 1), (2, 1, 3), (1, -2, 1), (3, 4, 5)]:
    r1, r2 = solve(*coeffs)
    print(coeffs, r1, r2, cmath.isclose(coeffs[0] * r1 ** 2 + coeffs[1] * r1 + coeffs[2], 0, abs_tol=1e-12))

for z in [1 + 1j, -1, 1j, 3 - 4j, -2.5 - 0.5j, 0.1 + 10j, 2, -0.0 + 1j, 1e-8 + 1e-8j, 1e10 - 1e10j]:
    r, phi = cmath.polar(z)
    back = cmath.rect(r, phi)
    print(z, (r, phi), back, cmath.phase(z), abs(z) == r, cmath.isclose(back, z))

names = ["sqrt", "exp", "log", "log10", "sin", "cos", "tan", "asin", "acos", "atan",
         "sinh", "cosh", "tanh", "asinh", "acosh", "atanh"]
points = [0.5 + 0.25j, -1.5 + 2j, 3j, -0.75, 2.25 - 1j, 1e-3 + 1e-3j, 0.999 + 0.001j, 10 + 0.5j]
for name in names:
    f = getattr(cmath, name)
    print(name, [f(z) for z in points])

print(cmath.log(8, 2), cmath.log(100, 10), cmath.log(1j, 1j), cmath.log(-8, 2), cmath.log(2 + 3j, 1 + 1j))
print(cmath.exp(1j * math.pi), cmath.exp(1j * math.pi / 2), cmath.exp(2 + 0j), cmath.sqrt(-4), cmath.sqrt(4))
print(cmath.pi, cmath.e, cmath.tau, cmath.inf, cmath.nan, cmath.infj, cmath.nanj, type(cmath.pi), type(cmath.infj))
print(cmath.isfinite(1 + 1j), cmath.isinf(cmath.infj), cmath.isnan(cmath.nanj), cmath.isnan(1), cmath.isinf(1e308 * 10))
print(cmath.isclose(1, 1 + 1e-10), cmath.isclose(1j, 1j + 1e-8), cmath.isclose(1, 1.1, rel_tol=0.2), cmath.isclose(0, 1e-10, abs_tol=1e-9))

class C:
    def __complex__(self):
        return 3 + 4j
class F:
    def __float__(self):
        return 0.25
print(cmath.sqrt(C()), cmath.sqrt(F()), cmath.phase(True), cmath.exp(10 ** 2), cmath.polar(5), cmath.rect(True, 0))
