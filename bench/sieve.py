# prime sieve over a list of bools, then a few questions about the primes
def sieve(limit):
    is_prime = [True] * (limit + 1)
    is_prime[0] = is_prime[1] = False
    for i in range(2, int(limit ** 0.5) + 1):
        if is_prime[i]:
            for j in range(i * i, limit + 1, i):
                is_prime[j] = False
    return is_prime


def main():
    limit = 2_500_000
    is_prime = sieve(limit)
    primes = [i for i, p in enumerate(is_prime) if p]
    twins = sum(1 for a, b in zip(primes, primes[1:]) if b - a == 2)
    biggest_gap = max(b - a for a, b in zip(primes, primes[1:]))
    print(f"primes below {limit}: {len(primes)}")
    print(f"largest: {primes[-1]}, twin pairs: {twins}, biggest gap: {biggest_gap}")
    print("first ten:", primes[:10])


if __name__ == "__main__":
    main()
