# gcd/lcm: Euclid recursive and iterative, extended Euclid, math.gcd/lcm with many args
import math
from functools import reduce


def gcd_rec(a, b):
    return a if b == 0 else gcd_rec(b, a % b)


def gcd_iter(a, b):
    while b:
        a, b = b, a % b
    return abs(a)


def ext_gcd(a, b):
    if b == 0:
        return a, 1, 0
    g, x, y = ext_gcd(b, a % b)
    return g, y, x - (a // b) * y


def lcm(a, b):
    return a // gcd_iter(a, b) * b if a and b else 0


pairs = [(48, 18), (17, 5), (0, 9), (270, 192), (-12, 18), (2**40, 6**20), (10**30, 10**20 + 5)]
for a, b in pairs:
    g, x, y = ext_gcd(a, b)
    print(a, b, gcd_rec(a, b), gcd_iter(a, b), math.gcd(a, b), (g, x, y), a * x + b * y == g)
print(lcm(4, 6), lcm(21, 6), lcm(0, 5), math.lcm(4, 6), math.lcm(0, 5))
print(math.gcd(12, 18, 24), math.gcd(), math.lcm(), math.lcm(2, 3, 4, 5, 6))
print(reduce(lcm, range(1, 21)), math.lcm(*range(1, 21)))
print(reduce(lcm, range(1, 51)))
print(math.gcd(-4, -6), math.lcm(-4, 6))
try:
    math.gcd(1.5, 3)
except TypeError as e:
    print("TypeError:", e)
