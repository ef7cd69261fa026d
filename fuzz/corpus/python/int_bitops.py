# bitwise operators on small, negative and big ints
a, b = 0b1100, 0b1010
print(a & b, a | b, a ^ b, ~a)
print(bin(a & b), bin(a | b), bin(a ^ b))
print(-1 & 0xFF, -256 | 15, -5 ^ 3, ~-1)
print(1 << 10, 1 << 62, 1 << 63, 1 << 64, 1 << 100)
print(1024 >> 3, -1024 >> 3, -1 >> 10, 7 >> 100)
print((1 << 100) >> 98, (1 << 100) & ((1 << 100) - 1))
print((2 ** 70 + 5) & 0xFF, (2 ** 70) | 1, (2 ** 70) ^ (2 ** 70))
print(-(2 ** 70) >> 60, -(2 ** 70) & 0xFFFF)
print(~(2 ** 70))
x = 0
for i in range(0, 20, 3):
    x |= 1 << i
print(x, bin(x))
x &= ~(1 << 9)
print(x)
x ^= 0xFFFF
print(x)
x <<= 2; x >>= 1
print(x)
print(True & False, True | False, True ^ True, type(True & True))
print(5 & True, 6 | True)
try:
    1 << -1
except ValueError as e:
    print("ValueError", e)
print(bin(-10), hex(-255), oct(-8))
