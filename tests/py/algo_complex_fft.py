# Fast Fourier transform (recursive Cooley-Tukey) on complex numbers, polynomial multiplication via FFT
import cmath
import math


def fft(a, invert=False):
    n = len(a)
    if n == 1:
        return list(a)
    even = fft(a[0::2], invert)
    odd = fft(a[1::2], invert)
    sign = 1 if invert else -1
    out = [0j] * n
    for k in range(n // 2):
        w = cmath.exp(sign * 2j * math.pi * k / n) * odd[k]
        out[k] = even[k] + w
        out[k + n // 2] = even[k] - w
    return out


def ifft(a):
    return [x / len(a) for x in fft(a, invert=True)]


def poly_mul(p, q):
    n = 1
    while n < len(p) + len(q) - 1:
        n *= 2
    fp = fft([complex(x) for x in p] + [0j] * (n - len(p)))
    fq = fft([complex(x) for x in q] + [0j] * (n - len(q)))
    prod = ifft([a * b for a, b in zip(fp, fq)])
    return [round(x.real) for x in prod[:len(p) + len(q) - 1]]


signal = [math.sin(2 * math.pi * 2 * t / 16) + 0.5 * math.cos(2 * math.pi * 5 * t / 16) for t in range(16)]
spec = fft(signal)
for k, c in enumerate(spec[:9]):
    mag = abs(c)
    print(f"bin {k}: |X|={mag:8.4f}" + ("  <-- peak" if mag > 1 else ""))
back = ifft(spec)
print(max(abs(b.real - s) for b, s in zip(back, signal)) < 1e-12, max(abs(b.imag) for b in back) < 1e-12)
print(poly_mul([1, 2, 3], [4, 5]), poly_mul([1, 1], [1, 1]), poly_mul([9, 9, 9], [9, 9]))
print(poly_mul([int(d) for d in reversed("12345")], [int(d) for d in reversed("6789")]))
digits = poly_mul([int(d) for d in reversed("12345")], [int(d) for d in reversed("6789")])
carry, out = 0, []
for d in digits:
    carry, r = divmod(d + carry, 10)
    out.append(r)
while carry:
    carry, r = divmod(carry, 10)
    out.append(r)
print("".join(map(str, reversed(out))), 12345 * 6789)
print(fft([1, 1, 1, 1]), [f"{x:.3f}" for x in fft([0, 1, 0, 0])])
