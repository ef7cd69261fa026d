# Prime factorization by trial division and Pollard's rho, with divisor functions
import math
from collections import Counter


def trial(n):
    f = Counter()
    d = 2
    while d * d <= n:
        while n % d == 0:
            f[d] += 1
            n //= d
        d += 1 if d == 2 else 2
    if n > 1:
        f[n] += 1
    return dict(f)


def pollard_rho(n):
    if n % 2 == 0:
        return 2
    for c in range(1, 50):
        x = y = 2
        d = 1
        while d == 1:
            x = (x * x + c) % n
            y = (y * y + c) % n
            y = (y * y + c) % n
            d = math.gcd(abs(x - y), n)
        if d != n:
            return d
    return n


def is_prime(n):
    if n < 2:
        return False
    for p in (2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37):
        if n % p == 0:
            return n == p
    d, s = n - 1, 0
    while d % 2 == 0:
        d, s = d // 2, s + 1
    for a in (2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37):
        x = pow(a, d, n)
        if x in (1, n - 1):
            continue
        for _ in range(s - 1):
            x = x * x % n
            if x == n - 1:
                break
        else:
            return False
    return True


def factor(n):
    if n == 1:
        return []
    if is_prime(n):
        return [n]
    d = pollard_rho(n)
    return sorted(factor(d) + factor(n // d))


def fmt(f):
    return " * ".join(f"{p}^{e}" if e > 1 else str(p) for p, e in sorted(f.items()))


for n in [2, 12, 360, 97, 1001, 65536, 999999, 600851475143, 2**31 - 1]:
    f = trial(n)
    divisors = math.prod(e + 1 for e in f.values())
    sigma = math.prod((p ** (e + 1) - 1) // (p - 1) for p, e in f.items())
    print(f"{n} = {fmt(f)}  d={divisors} sigma={sigma}")
for n in [10403, 2**61 - 1, 1000000016000000063, 2**64 + 1, 3 * 5 * 7 * 11 * 13 * 10007]:
    print(n, factor(n))
