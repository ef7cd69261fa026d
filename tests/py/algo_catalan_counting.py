# Counting sequences: Catalan, Bell, Stirling numbers, derangements, integer partitions
from functools import lru_cache
from math import comb, factorial


def catalan(n):
    return comb(2 * n, n) // (n + 1)


def catalan_dp(n):
    c = [1] + [0] * n
    for i in range(1, n + 1):
        c[i] = sum(c[j] * c[i - 1 - j] for j in range(i))
    return c


@lru_cache(maxsize=None)
def stirling2(n, k):
    if n == k:
        return 1
    if k == 0 or k > n:
        return 0
    return k * stirling2(n - 1, k) + stirling2(n - 1, k - 1)


def bell(n):
    return sum(stirling2(n, k) for k in range(n + 1))


def derangements(n):
    d = [1, 0]
    for i in range(2, n + 1):
        d.append((i - 1) * (d[-1] + d[-2]))
    return d[n]


def partitions(n):
    p = [1] + [0] * n
    for part in range(1, n + 1):
        for total in range(part, n + 1):
            p[total] += p[total - part]
    return p[n]


def balanced_parens(n):
    out = []

    def gen(s, opened, closed):
        if len(s) == 2 * n:
            out.append(s)
            return
        if opened < n:
            gen(s + "(", opened + 1, closed)
        if closed < opened:
            gen(s + ")", opened, closed + 1)

    gen("", 0, 0)
    return out


print([catalan(n) for n in range(15)])
print(catalan_dp(14) == [catalan(n) for n in range(15)])
print(balanced_parens(3), len(balanced_parens(6)) == catalan(6))
print([bell(n) for n in range(12)])
print([[stirling2(n, k) for k in range(n + 1)] for n in range(6)])
print([derangements(n) for n in range(11)])
print([round(factorial(n) / derangements(n), 6) for n in range(2, 12)])
print([partitions(n) for n in range(20)], partitions(100))
print(catalan(100))
