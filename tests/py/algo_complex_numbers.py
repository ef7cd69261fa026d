# Complex numbers: arithmetic, cmath polar form, roots of unity, quadratic solver
import cmath
import math

z = 3 + 4j
w = complex(1, -2)
print(z + w, z - w, z * w, z / w, z ** 2, -z, z.conjugate())
print(abs(z), z.real, z.imag, cmath.phase(z), cmath.polar(z))
r, phi = cmath.polar(w)
print(cmath.rect(r, phi), cmath.isclose(cmath.rect(r, phi), w))
print(cmath.sqrt(-1), cmath.sqrt(-4 + 0j), cmath.exp(1j * math.pi), cmath.log(-1))


def roots_of_unity(n):
    return [cmath.exp(2j * math.pi * k / n) for k in range(n)]


for n in (3, 4, 6):
    rts = roots_of_unity(n)
    print(n, [f"{c.real:+.3f}{c.imag:+.3f}j" for c in rts], abs(sum(rts)) < 1e-12)


def solve_quadratic(a, b, c):
    d = b * b - 4 * a * c
    sq = cmath.sqrt(d)
    return (-b + sq) / (2 * a), (-b - sq) / (2 * a)


for coeffs in [(1, -3, 2), (1, 2, 5), (1, 0, 1), (2, 4, 2)]:
    print(coeffs, solve_quadratic(*coeffs))
print(complex("1+2j"), complex("-3.5j"), complex(2), 1j ** 2, (1 + 1j) ** 8)
print(repr(1j * 1j), 2j == complex(0, 2), (1 + 2j) != (1 + 2j), hash(complex(3, 0)) == hash(3))
print(f"{z:.2f}", format(w, ">20"), str(complex(0.0, -0.0)), complex(-0.0, 0))


def mandelbrot_row(y, width=40):
    row = ""
    for i in range(width):
        c = complex(-2 + 2.5 * i / width, y)
        z = 0
        for _ in range(30):
            z = z * z + c
            if abs(z) > 2:
                row += " "
                break
        else:
            row += "*"
    return row


for y in (-1.0, -0.5, 0.0, 0.5, 1.0):
    print(mandelbrot_row(y))
try:
    print(z < w)
except TypeError as e:
    print("TypeError:", e)
