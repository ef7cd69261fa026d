# Sieve of Eratosthenes and prime utilities
def sieve(limit):
    is_prime = [True] * (limit + 1)
    is_prime[0] = is_prime[1] = False
    for i in range(2, int(limit ** 0.5) + 1):
        if is_prime[i]:
            for j in range(i * i, limit + 1, i):
                is_prime[j] = False
    return [i for i, p in enumerate(is_prime) if p]

def is_prime(n):
    if n < 2:
        return False
    if n % 2 == 0:
        return n == 2
    d = 3
    while d * d <= n:
        if n % d == 0:
            return False
        d += 2
    return True

def factorize(n):
    factors = []
    d = 2
    while d * d <= n:
        while n % d == 0:
            factors.append(d)
            n //= d
        d += 1
    if n > 1:
        factors.append(n)
    return factors

primes = sieve(100)
print(primes)
print("count below 100:", len(primes), "below 10000:", len(sieve(10000)))
print([n for n in range(90, 110) if is_prime(n)])
for n in [84, 97, 360, 1001, 2 ** 31 - 1, 600851475143]:
    print(n, factorize(n))
twins = [(p, p + 2) for p in primes if p + 2 in primes]
print("twin primes:", twins)
gaps = [b - a for a, b in zip(primes, primes[1:])]
print("max gap:", max(gaps), "at", primes[gaps.index(max(gaps))])
goldbach = {n: next((p, n - p) for p in primes if is_prime(n - p)) for n in range(4, 30, 2)}
print(goldbach)
