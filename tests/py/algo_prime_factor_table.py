def factorize(n):
    f, d = [], 2
    while d * d <= n:
        while n % d == 0:
            f.append(d)
            n //= d
        d += 1 if d == 2 else 2
    if n > 1:
        f.append(n)
    return f
from collections import Counter
def pretty(fs):
    c = Counter(fs)
    return " × ".join(f"{p}^{e}" if e > 1 else str(p) for p, e in sorted(c.items()))
for n in [2, 12, 97, 360, 1001, 65536, 999983, 600851475143, 2**31 - 1, 10**12 + 39]:
    fs = factorize(n)
    divisors = 1
    for e in Counter(fs).values():
        divisors *= e + 1
    print(f"{n:>15,} = {pretty(fs):<25} divisors={divisors:<5} prime={len(fs) == 1}")
