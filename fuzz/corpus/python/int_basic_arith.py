# int arithmetic on small values
a, b = 17, 5
print(a + b, a - b, a * b)
print(a / b, a // b, a % b)
print(-a // b, -a % b, a // -b, a % -b, -a // -b, -a % -b)
print(a ** 2, 2 ** 10, (-3) ** 3)
print(7 // 7, 0 // 5, 0 % 5)
print(-7 // 2, -7 % 2, 7 // -2, 7 % -2)
print(-1 // 10, -1 % 10)
print(10 / 4, 10 / 5, -9 / 3)
print(type(10 / 5), type(10 // 5))
x = 0
x += 3; x *= 4; x -= 2; x //= 3; x **= 3; x %= 7
print(x)
print(+a, -a, -(-a), ~a)
print(1_000_000 + 1, 0x_ff, 0o17, 0b1010)
print(abs(-42), abs(0), abs(42))
print(3 * -1, -0, 0 == -0)
print(2 ** -1, 2 ** -2, 10 ** 0)
print(int("42") + 1, int(" -17 ") * 2)
