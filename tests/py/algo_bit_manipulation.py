# Bit tricks: popcount, power of two, lowest set bit, gray code, subsets by bitmask
def popcount(n):
    c = 0
    while n:
        n &= n - 1
        c += 1
    return c


def is_pow2(n):
    return n > 0 and n & (n - 1) == 0


def reverse_bits(n, width=8):
    out = 0
    for _ in range(width):
        out = (out << 1) | (n & 1)
        n >>= 1
    return out


def gray(n):
    return n ^ (n >> 1)


def gray_inverse(g):
    n = 0
    while g:
        n ^= g
        g >>= 1
    return n


nums = [0, 1, 6, 7, 8, 255, 1024, 12345, 2**40 - 1]
for n in nums:
    print(f"{n:>13} {bin(n):>44} pop={popcount(n):2d} {n.bit_count():2d} pow2={is_pow2(n)} low={n & -n}")
print([reverse_bits(x) for x in (1, 2, 0b10110000, 255)])
print([format(gray(i), "04b") for i in range(16)])
print(all(gray_inverse(gray(i)) == i for i in range(1000)))
items = ["a", "b", "c", "d"]
subsets = [[items[i] for i in range(4) if mask >> i & 1] for mask in range(16)]
print(subsets)
print(5 & 3, 5 | 3, 5 ^ 3, ~5, 5 << 3, -17 >> 2, -1 >> 10, (-8) & 0xFF, -(2**70) >> 60)
x = 0b1011
x |= 1 << 6
x &= ~(1 << 1)
x ^= 1 << 0
print(bin(x), x >> 3 & 1, int("1101", 2), f"{x:#010b}", f"{255:#x}", f"{-10:b}")
a, b = 17, 42
a ^= b; b ^= a; a ^= b
print(a, b)
print(sum(1 << i for i in range(64)) == 2**64 - 1, (2**64 - 1).bit_count(), (1 << 100) | 1)
