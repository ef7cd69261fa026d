# big integers: factorials, Fibonacci, modular arithmetic, digit sums
import math


def fib(n):
    a, b = 0, 1
    for _ in range(n):
        a, b = b, a + b
    return a


def digit_sum(n):
    return sum(int(d) for d in str(n))


def is_probable_prime(n, bases=(2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37)):
    if n < 2:
        return False
    for p in bases:
        if n % p == 0:
            return n == p
    d, s = n - 1, 0
    while d % 2 == 0:
        d //= 2
        s += 1
    for a in bases:
        x = pow(a, d, n)
        if x == 1 or x == n - 1:
            continue
        for _ in range(s - 1):
            x = x * x % n
            if x == n - 1:
                break
        else:
            return False
    return True


def main():
    f = math.factorial(1500)
    print("1500! has", len(str(f)), "digits, digit sum", digit_sum(f))
    print("trailing zeros:", len(str(f)) - len(str(f).rstrip("0")))
    fibs = fib(30000)
    print("fib(30000) mod 10**12 =", fibs % 10**12, "bits:", fibs.bit_length())
    m = 2**127 - 1
    print("M127 prime:", is_probable_prime(m), "2**89-1 prime:", is_probable_prime(2**89 - 1))
    n = 10**30
    primes = [k for k in range(n, n + 11000) if is_probable_prime(k)]
    print("primes just above 10**30:", len(primes), primes[0] - n)
    catalan = math.comb(2400, 1200) // 1201
    print("catalan(1200):", len(str(catalan)), "digits, mod 1e9+7 =", catalan % (10**9 + 7))
    lcm = 1
    for k in range(1, 2500):
        lcm = lcm * k // math.gcd(lcm, k)
    print("lcm(1..2499) bits:", lcm.bit_length(), "digit sum:", digit_sum(lcm))
    a, b, index = 1, 1, 2
    while len(str(b)) < 1000:
        a, b = b, a + b
        index += 1
    print("first Fibonacci with 1000 digits: F", index, sep="")
    print("self powers:", sum(k**k for k in range(1, 3001)) % 10**10)
    print("digit sum of 2**3000:", digit_sum(2**3000))
    print("pow:", pow(3, 10**6, 10**40 + 7), (7**400) // (3**300) % 10**15)


if __name__ == "__main__":
    main()
