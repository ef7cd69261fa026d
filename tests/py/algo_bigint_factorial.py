# Big integers: factorials, digit sums, trailing zeros, 2**1000, str conversions
import math


def factorial(n):
    result = 1
    for i in range(2, n + 1):
        result *= i
    return result


def trailing_zeros(n):
    count, p = 0, 5
    while p <= n:
        count += n // p
        p *= 5
    return count


f100 = factorial(100)
print(f100)
print(f100 == math.factorial(100))
print("digit sum:", sum(map(int, str(f100))))
print("digits:", len(str(f100)), "trailing zeros:", trailing_zeros(100), len(str(f100)) - len(str(f100).rstrip("0")))
p = 2 ** 1000
print(sum(int(c) for c in str(p)), len(str(p)))
print(str(p)[:30] + "..." + str(p)[-10:])
f1000 = math.factorial(1000)
print(len(str(f1000)), trailing_zeros(1000), sum(map(int, str(f1000))))
print(int("9" * 50) + 1 == 10 ** 50)
print(hex(2**200), oct(3**50), bin(7**20))
print(int("1" * 64, 2), int("zzzzzzzzzzzzzz", 36))
print(f100 // factorial(98), f100 % 1000003, -f100 // 10**150)
print(divmod(10**40 + 7, 12345678901234567890))
print((10**25).bit_length(), (-(2**70)).bit_length(), abs(-(10**20)))
print(f"{2**100:,}", f"{2**70:_x}", f"{10**22:e}", f"{-3**45:>40}")
print(math.isqrt(10**50), math.isqrt(2 * 10**40))
print(str(-7**33), repr(13**17), int(-2.5e20), float(2**80))
print(10**20 // 3, -(10**20) // 3, 10**20 % -7, (2**64) >> 3, (2**64) << 5, ~(2**65))
