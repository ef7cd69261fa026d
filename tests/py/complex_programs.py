# programs as models write them with complex numbers: roots, rotation, a DFT, Mandelbrot
def solve_quadratic(a, b, c):
    d = b * b - 4 * a * c
    s = d ** 0.5
    return (-b + s) / (2 * a), (-b - s) / (2 * a)

for coeffs in [(1, -3, 2), (1, 2, 5), (1, 0, 1), (2, 1, 3)]:
    print(coeffs, solve_quadratic(*coeffs))

# rotating points by 90 degrees with multiplication by 1j
points = [1 + 0j, 1 + 1j, -2 + 3j]
print([p * 1j for p in points], [p * 1j ** 2 for p in points])

# a discrete Fourier transform by hand, with Euler's formula written out
import math
def dft(xs):
    n = len(xs)
    out = []
    for k in range(n):
        s = 0j
        for t, x in enumerate(xs):
            angle = -2 * math.pi * k * t / n
            s += x * complex(math.cos(angle), math.sin(angle))
        out.append(s)
    return out

spectrum = dft([1, 2, 3, 4, 0, 0, 0, 0])
print([complex(round(c.real, 6), round(c.imag, 6)) for c in spectrum])
print([round(abs(c), 4) for c in spectrum])

# a recursive FFT on powers of two
def fft(a):
    n = len(a)
    if n == 1:
        return a
    even, odd = fft(a[0::2]), fft(a[1::2])
    w = [complex(math.cos(2 * math.pi * k / n), -math.sin(2 * math.pi * k / n)) * odd[k] for k in range(n // 2)]
    return [even[k] + w[k] for k in range(n // 2)] + [even[k] - w[k] for k in range(n // 2)]

print([f"{c:.3f}" for c in fft([1, 1, 1, 1, 0, 0, 0, 0])])

# Mandelbrot membership
def in_mandelbrot(c, limit=50):
    z = 0j
    for i in range(limit):
        z = z * z + c
        if abs(z) > 2:
            return i
    return None

print([in_mandelbrot(c) for c in [0, -1, 1j, 1, 0.5 + 0.5j, -2, 0.25 + 0j, -0.75 + 0.1j]])
rows = []
for y in range(-4, 5):
    rows.append("".join("#" if in_mandelbrot(complex(x / 10, y / 4), 30) is None else "." for x in range(-20, 6)))
print("\n".join(rows))

# the magnitude and the direction of a vector
v = 3 - 4j
print(abs(v), v / abs(v), v.conjugate() * v, (v * v.conjugate()).real)
impedance = 50 + 1j * 2 * math.pi * 60 * 0.1
print(f"Z = {impedance:.2f}, |Z| = {abs(impedance):.2f}")
