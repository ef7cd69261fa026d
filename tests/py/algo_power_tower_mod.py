# Last digits of huge powers: modular exponentiation, power towers via Euler's theorem, digit patterns
from math import gcd


def phi(n):
    result, p, m = n, 2, n
    while p * p <= m:
        if m % p == 0:
            while m % p == 0:
                m //= p
            result -= result // p
        p += 1
    if m > 1:
        result -= result // m
    return result


def tower_mod(base, height, mod):
    """base ** base ** ... (height times) mod mod, with the generalised Euler reduction."""
    if mod == 1:
        return 0
    if height == 1:
        return base % mod
    t = phi(mod)
    e = tower_mod(base, height - 1, t)
    small = base
    for _ in range(height - 2):
        if small > 64:
            break
        small = base ** small
    exact_big = height > 2 or small >= t
    return pow(base, e + t if exact_big else e, mod)


print(pow(7, 222, 10), pow(3, 10**18, 1000), pow(2, 7830457, 10**10) * 28433 % 10**10 + 1)
print([pow(2, k, 10) for k in range(1, 13)])
print([pow(7, k, 100) for k in range(1, 9)])
for base, height in [(2, 3), (2, 4), (3, 3), (2, 5), (7, 3)]:
    actual = base
    if height <= 3 and base ** base <= 30:
        for _ in range(height - 1):
            actual = base ** actual
        print(base, height, tower_mod(base, height, 10**6), actual % 10**6)
    else:
        print(base, height, tower_mod(base, height, 10**6))
print(tower_mod(3, 1855, 10**8), tower_mod(1777, 1855, 10**8))
print(sum(pow(i, i, 10**10) for i in range(1, 1001)) % 10**10)
print(gcd(2**64 - 1, 3**40 - 1), len(str(3**4000)), str(7**777)[-12:], pow(7, 777, 10**12))
try:
    print(len(str(3**40000)))
except ValueError as e:
    print("ValueError:", e)
import sys
sys.set_int_max_str_digits(0)
print(len(str(3**40000)), sys.get_int_max_str_digits())
sys.set_int_max_str_digits(5000)
print(len(str(7**5000)), sys.get_int_max_str_digits())
