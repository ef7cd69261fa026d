# float arithmetic, floor division and modulo
print(7.5 // 2, 7.5 % 2, -7.5 // 2, -7.5 % 2, 7.5 % -2)
print(divmod(7.5, 2), divmod(-7.5, 2))
print(5.0 % 0.1 < 0.1, 3.0 * 1.1)
print(2.0 ** 10, 2.0 ** -1, 4 ** 0.5, (-8.0) ** 2)
print(1e308 * 10, 1e-320 / 1e10)
print(0.1 * 10 == 1.0, sum([0.1] * 10), sum([0.1] * 10) == 1.0)
print(1.5 + 2, 1.5 * 2, 3 - 1.5, 3 / 1.5)
print(int(2.9), int(-2.9), float(3), float(-3))
print(abs(-2.5), -2.5 + 2.5)
print(10.0 // 3, 10.0 % 3, -10.0 // 3, -10.0 % 3)
x = 1.0
for _ in range(10):
    x = x * 1.1
print(x)
x = 10.0
x /= 4; print(x)
x //= 1; print(x)
x **= 2; print(x)
x %= 3; print(x)
print(float.is_integer(3.0), (3.5).is_integer())
print((0.5).as_integer_ratio(), (0.75).as_integer_ratio())
print(1.0e10, 1.5e10, 12345678.9, 0.1 + 0.2 - 0.3)
