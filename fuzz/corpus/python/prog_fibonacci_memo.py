# Fibonacci with a memo dict, iteration and a generator
memo = {}
def fib(n):
    if n in memo:
        return memo[n]
    if n <= 1:
        result = n
    else:
        result = fib(n - 1) + fib(n - 2)
    memo[n] = result
    return result

def fib_iter(n):
    a, b = 0, 1
    for _ in range(n):
        a, b = b, a + b
    return a

def fib_gen(limit):
    a, b = 0, 1
    while a < limit:
        yield a
        a, b = b, a + b

print([fib(i) for i in range(20)])
print(fib(100))
print(fib(200) == fib_iter(200))
print(list(fib_gen(1000)))
even_sum = sum(x for x in fib_gen(4_000_000) if x % 2 == 0)
print("sum of even terms below 4M:", even_sum)
first_1000_digits = next(i for i in range(1, 10000) if len(str(fib_iter(i))) >= 100)
print("first term with 100 digits:", first_1000_digits)
print(f"memo size: {len(memo)}")
ratio = fib(50) / fib(49)
print(f"golden ratio approx: {ratio:.10f}")
