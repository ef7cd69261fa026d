# big integers produced by **
print(2 ** 64)
print(2 ** 100)
print(3 ** 50)
print((-2) ** 63, (-2) ** 64)
print(10 ** 30)
print(2 ** 62 + 2 ** 62)
print(2 ** 63 - 1, 2 ** 63)
print(-(2 ** 63), -(2 ** 63) - 1)
print(7 ** 77)
print(len(str(2 ** 1000)))
print(sum(int(d) for d in str(2 ** 1000)))
x = 1
for i in range(25):
    x *= 10
print(x, x // 10 ** 24)
print(9223372036854775807 + 1)
print(9223372036854775807 * 2)
print(-9223372036854775808 - 1)
print(2 ** 64 == 18446744073709551616)
print(2 ** 64 > 2 ** 63, 2 ** 64 < 2 ** 63)
print((2 ** 64) // (2 ** 32) == 2 ** 32)
print(type(2 ** 100))
print(2 ** 100 - 2 ** 100, type(2 ** 100 - 2 ** 100))
