# Number theory: primitive roots, discrete log by baby-step giant-step, Legendre symbol, Tonelli-Shanks
import math


def prime_factors(n):
    out, d = set(), 2
    while d * d <= n:
        while n % d == 0:
            out.add(d)
            n //= d
        d += 1
    if n > 1:
        out.add(n)
    return out


def primitive_root(p):
    phi = p - 1
    fs = prime_factors(phi)
    for g in range(2, p):
        if all(pow(g, phi // f, p) != 1 for f in fs):
            return g


def bsgs(g, h, p):
    m = math.isqrt(p) + 1
    table = {pow(g, j, p): j for j in range(m)}
    factor = pow(g, -m, p)
    gamma = h
    for i in range(m):
        if gamma in table:
            return i * m + table[gamma]
        gamma = gamma * factor % p
    return None


def legendre(a, p):
    r = pow(a, (p - 1) // 2, p)
    return -1 if r == p - 1 else r


def tonelli(n, p):
    if legendre(n, p) != 1:
        return None
    q, s = p - 1, 0
    while q % 2 == 0:
        q //= 2
        s += 1
    z = next(z for z in range(2, p) if legendre(z, p) == -1)
    m, c, t, r = s, pow(z, q, p), pow(n, q, p), pow(n, (q + 1) // 2, p)
    while t != 1:
        i, t2 = 0, t
        while t2 != 1:
            t2 = t2 * t2 % p
            i += 1
        b = pow(c, 1 << (m - i - 1), p)
        m, c, t, r = i, b * b % p, t * b * b % p, r * b % p
    return min(r, p - r)


for p in (7, 11, 23, 41, 101, 65537):
    print(p, "primitive root", primitive_root(p))
p = 1000003
g = primitive_root(p)
for h in (1, 2, 12345, 999999):
    x = bsgs(g, h, p)
    print(f"{g}^{x} = {h} mod {p}", pow(g, x, p) == h)
print([legendre(a, 23) for a in range(1, 23)])
print(sorted({x * x % 23 for x in range(1, 23)}))
for n, q in [(10, 13), (5, 41), (2, 7), (3, 7), (56, 101), (1030, 10009)]:
    r = tonelli(n, q)
    print(n, q, r, None if r is None else r * r % q)
