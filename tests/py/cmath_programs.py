# programs as models write them with cmath: roots of unity, an FFT, impedance, Mandelbrot
import cmath

def roots_of_unity(n):
    return [cmath.exp(2j * cmath.pi * k / n) for k in range(n)]

for n in [3, 4, 6]:
    rs = roots_of_unity(n)
    print(n, [complex(round(r.real, 10), round(r.imag, 10)) for r in rs], abs(sum(rs)) < 1e-12)

def fft(xs):
    n = len(xs)
    if n <= 1:
        return list(xs)
    even, odd = fft(xs[0::2]), fft(xs[1::2])
    t = [cmath.exp(-2j * cmath.pi * k / n) * odd[k] for k in range(n // 2)]
    return [even[k] + t[k] for k in range(n // 2)] + [even[k] - t[k] for k in range(n // 2)]

def ifft(xs):
    n = len(xs)
    conj = fft([x.conjugate() for x in xs])
    return [x.conjugate() / n for x in conj]

signal = [0, 1, 0, -1, 0, 1, 0, -1]
spec = fft(signal)
print([f"{abs(c):.3f}" for c in spec])
print([round(x.real, 12) for x in ifft(spec)])
print([f"{cmath.phase(c):.4f}" for c in spec if abs(c) > 1e-9])

# the cube roots of a complex number
z = -8 + 0j
r, phi = cmath.polar(z)
roots = [cmath.rect(r ** (1 / 3), (phi + 2 * cmath.pi * k) / 3) for k in range(3)]
print([f"{w:.6f}" for w in roots], [f"{w ** 3:.6f}" for w in roots])

# an RLC circuit's impedance at a few frequencies
R, L, C = 100.0, 0.5, 1e-6
for f in [50, 225, 1000]:
    w = 2 * cmath.pi * f
    Z = R + 1j * w * L + 1 / (1j * w * C)
    mag, ang = cmath.polar(Z)
    print(f"{f:5d} Hz  Z={Z:.2f}  |Z|={mag:.2f}  angle={ang * 180 / cmath.pi:.2f} deg")

# Mandelbrot escape counts along a line
def escape(c, limit=100):
    z = 0
    for i in range(limit):
        z = z * z + c
        if abs(z) > 2:
            return i
    return limit

print([escape(complex(x / 4, 0.5)) for x in range(-8, 3)])
print(sum(1 for y in range(-10, 11) for x in range(-20, 11) if escape(complex(x / 10, y / 10), 40) == 40))

# the quadratic formula with complex coefficients
a, b, c = 1, -(3 + 2j), (5 + 5j)
d = cmath.sqrt(b * b - 4 * a * c)
x1, x2 = (-b + d) / (2 * a), (-b - d) / (2 * a)
print(x1, x2, abs(a * x1 * x1 + b * x1 + c) < 1e-12)
