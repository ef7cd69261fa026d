# Fibonacci(1000) and friends: fast doubling, digit counting, Pisano periods
def fib_pair(n):
    """Return (F(n), F(n+1)) by fast doubling."""
    if n == 0:
        return 0, 1
    a, b = fib_pair(n >> 1)
    c = a * (2 * b - a)
    d = a * a + b * b
    return (d, c + d) if n & 1 else (c, d)


def fib(n):
    return fib_pair(n)[0]


def first_with_digits(k):
    a, b, i = 0, 1, 0
    while len(str(a)) < k:
        a, b, i = b, a + b, i + 1
    return i


def pisano(m):
    a, b = 0, 1
    for i in range(1, 6 * m + 2):
        a, b = b, (a + b) % m
        if (a, b) == (0, 1):
            return i


f = fib(1000)
print(f)
print(len(str(f)), sum(map(int, str(f))))
print(fib(10), fib(100), fib(200))
print(first_with_digits(100), first_with_digits(1000))
print([pisano(m) for m in range(2, 16)])
print(fib(10**4) % 10**10, fib(10**5) % 1000000007)
print(all(fib(n) * fib(n + 2) - fib(n + 1) ** 2 == (-1) ** (n + 1) for n in range(50)))
print(sum(x for x in (fib(i) for i in range(60)) if x % 2 == 0 and x < 4_000_000))
g = fib(300)
print(g.bit_length(), g % 9, str(g)[::-1][:10], int(str(g)[::-1]) % 1000)
