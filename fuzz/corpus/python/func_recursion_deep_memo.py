# recursion with memo dicts and deep-ish recursion
memo = {0: 0, 1: 1}
def fib(n):
    if n not in memo:
        memo[n] = fib(n - 1) + fib(n - 2)
    return memo[n]
print(fib(300))
print(len(memo))
def sum_to(n):
    return 0 if n == 0 else n + sum_to(n - 1)
print(sum_to(800))
def collatz_len(n, cache={1: 1}):
    if n not in cache:
        cache[n] = 1 + collatz_len(n // 2 if n % 2 == 0 else 3 * n + 1)
    return cache[n]
print(max(range(1, 3000), key=collatz_len), collatz_len(27))
def gcd(a, b):
    return a if b == 0 else gcd(b, a % b)
print(gcd(1071, 462), gcd(2 ** 64, 6 ** 20))
def power_set(s):
    if not s:
        return [[]]
    rest = power_set(s[1:])
    return rest + [[s[0]] + r for r in rest]
print(power_set([1, 2, 3]))
