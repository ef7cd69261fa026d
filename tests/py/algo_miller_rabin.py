# Deterministic Miller-Rabin for 64-bit and probabilistic beyond, checked against a sieve
import random


def miller_rabin(n, bases=(2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37)):
    if n < 2:
        return False
    small = (2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37)
    if n in small:
        return True
    if any(n % p == 0 for p in small):
        return False
    d, r = n - 1, 0
    while d % 2 == 0:
        d //= 2
        r += 1
    for a in bases:
        x = pow(a, d, n)
        if x == 1 or x == n - 1:
            continue
        for _ in range(r - 1):
            x = pow(x, 2, n)
            if x == n - 1:
                break
        else:
            return False
    return True


def sieve(n):
    s = [True] * (n + 1)
    s[0] = s[1] = False
    for i in range(2, int(n ** 0.5) + 1):
        if s[i]:
            s[i * i::i] = [False] * len(s[i * i::i])
    return s


s = sieve(5000)
print(all(miller_rabin(i) == s[i] for i in range(5001)))
carmichael = [561, 1105, 1729, 2465, 2821, 6601, 8911]
print([miller_rabin(c) for c in carmichael])
mersenne = [p for p in range(2, 130) if miller_rabin(2 ** p - 1)]
print("Mersenne exponents:", mersenne)
print(miller_rabin(2**127 - 1), miller_rabin(2**128 + 1), miller_rabin(10**18 + 9))
random.seed(2024)
found = []
while len(found) < 3:
    cand = random.getrandbits(80) | 1
    if miller_rabin(cand):
        found.append(cand)
print(found)
nxt = 10**12
while not miller_rabin(nxt):
    nxt += 1
print("next prime after 10^12:", nxt)
