# Sieve of Eratosthenes, segmented sieve, prime counting and twin primes
import math


def sieve(n):
    is_p = bytearray([1]) * (n + 1)
    is_p[0:2] = b"\x00\x00"
    for i in range(2, math.isqrt(n) + 1):
        if is_p[i]:
            is_p[i * i::i] = bytearray(len(range(i * i, n + 1, i)))
    return [i for i, v in enumerate(is_p) if v]


def segmented(lo, hi):
    base = sieve(math.isqrt(hi))
    mark = [True] * (hi - lo + 1)
    for p in base:
        start = max(p * p, (lo + p - 1) // p * p)
        for m in range(start, hi + 1, p):
            mark[m - lo] = False
    return [lo + i for i, ok in enumerate(mark) if ok and lo + i > 1]


primes = sieve(100)
print(primes)
print(len(sieve(10000)), sieve(10000)[-5:])
print(segmented(1000000, 1000100))
print(segmented(0, 30) == sieve(30))
twins = [(p, p + 2) for p in sieve(200) if p + 2 in set(sieve(200))]
print(twins)
gaps = {}
ps = sieve(5000)
for a, b in zip(ps, ps[1:]):
    gaps[b - a] = gaps.get(b - a, 0) + 1
print(sorted(gaps.items()))
print(max(zip(ps, ps[1:]), key=lambda t: t[1] - t[0]))
for n in (10, 100, 1000, 10000):
    pi = len(sieve(n))
    print(n, pi, round(n / math.log(n), 2), f"{pi / (n / math.log(n)):.4f}")
