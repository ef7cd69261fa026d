# Fibonacci four ways: naive with call counts, lru_cache, iterative, matrix power
from functools import lru_cache

calls = 0


def fib_naive(n):
    global calls
    calls += 1
    return n if n < 2 else fib_naive(n - 1) + fib_naive(n - 2)


@lru_cache(maxsize=128)
def fib_cached(n):
    return n if n < 2 else fib_cached(n - 1) + fib_cached(n - 2)


def fib_iter(n):
    a, b = 0, 1
    for _ in range(n):
        a, b = b, a + b
    return a


def mat_mult(x, y):
    return [[x[0][0] * y[0][0] + x[0][1] * y[1][0], x[0][0] * y[0][1] + x[0][1] * y[1][1]],
            [x[1][0] * y[0][0] + x[1][1] * y[1][0], x[1][0] * y[0][1] + x[1][1] * y[1][1]]]


def fib_matrix(n):
    result, base = [[1, 0], [0, 1]], [[1, 1], [1, 0]]
    while n:
        if n & 1:
            result = mat_mult(result, base)
        base = mat_mult(base, base)
        n >>= 1
    return result[0][1]


for n in (10, 15, 20):
    calls = 0
    print(n, fib_naive(n), "calls:", calls)
print(fib_cached(90), fib_cached.cache_info())
fib_cached.cache_clear()
print(fib_cached.cache_info())
print(fib_iter(100))
print(fib_matrix(100) == fib_iter(100))
f1000 = fib_matrix(1000)
print(len(str(f1000)), str(f1000)[:20], str(f1000)[-20:])
print(sum(int(d) for d in str(f1000)))
print([fib_iter(i) for i in range(15)])
