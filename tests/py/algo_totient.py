# Euler's totient: by factorization, by sieve, and properties (sum over divisors, Euler's theorem)
from math import gcd


def phi(n):
    result, p = n, 2
    while p * p <= n:
        if n % p == 0:
            while n % p == 0:
                n //= p
            result -= result // p
        p += 1
    if n > 1:
        result -= result // n
    return result


def phi_sieve(limit):
    ph = list(range(limit + 1))
    for i in range(2, limit + 1):
        if ph[i] == i:
            for j in range(i, limit + 1, i):
                ph[j] -= ph[j] // i
    return ph


table = phi_sieve(30)
print(table[1:])
print(all(phi(n) == table[n] for n in range(1, 31)))
print(all(phi(n) == sum(1 for k in range(1, n + 1) if gcd(n, k) == 1) for n in range(1, 60)))
for n in (12, 36, 100, 97):
    divs = [d for d in range(1, n + 1) if n % d == 0]
    print(n, phi(n), sum(phi(d) for d in divs) == n)
print(all(pow(a, phi(35), 35) == 1 for a in range(1, 35) if gcd(a, 35) == 1))
big = phi_sieve(10000)
print(sum(big[2:1001]))
best = max(range(2, 10001), key=lambda n: n / big[n])
print(best, big[best], round(best / big[best], 6))
print(phi(10**12), phi(2**40), phi(1), phi(999983))
