# Karatsuba multiplication on Python ints and on digit lists, checked against built-in *
import random


def karatsuba(x, y):
    if x < 10 or y < 10:
        return x * y
    n = max(len(str(x)), len(str(y))) // 2
    p = 10 ** n
    a, b = divmod(x, p)
    c, d = divmod(y, p)
    ac = karatsuba(a, c)
    bd = karatsuba(b, d)
    mid = karatsuba(a + b, c + d) - ac - bd
    return ac * p * p + mid * p + bd


def schoolbook_digits(a, b):
    A = [int(ch) for ch in reversed(a)]
    B = [int(ch) for ch in reversed(b)]
    out = [0] * (len(A) + len(B))
    for i, da in enumerate(A):
        carry = 0
        for j, db in enumerate(B):
            cur = out[i + j] + da * db + carry
            carry, out[i + j] = divmod(cur, 10)
        k = i + len(B)
        while carry:
            cur = out[k] + carry
            carry, out[k] = divmod(cur, 10)
            k += 1
    s = "".join(map(str, reversed(out))).lstrip("0")
    return s or "0"


rng = random.Random(77)
for digits in (1, 5, 20, 60, 150):
    x = rng.randrange(10 ** (digits - 1), 10 ** digits)
    y = rng.randrange(10 ** (digits - 1), 10 ** digits)
    k = karatsuba(x, y)
    s = schoolbook_digits(str(x), str(y))
    print(digits, k == x * y, s == str(x * y), str(k)[:12], len(str(k)))
print(karatsuba(12345678, 87654321), 12345678 * 87654321)
print(schoolbook_digits("0", "999"), schoolbook_digits("999", "999"))
print(karatsuba(2**200, 3**120) == 2**200 * 3**120)
