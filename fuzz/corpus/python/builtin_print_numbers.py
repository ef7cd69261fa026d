# how print shows numbers of every kind
print(0, -0, 1, -1, 10 ** 20, -(10 ** 20))
print(0.0, -0.0, 1.0, -1.0, 0.5, 1 / 3, 2 / 3, 10 / 3)
print(1e5, 1e15, 1e16, 1e17, 1.5e16, 123456789.123, 1e-4, 1e-5, 1.5e-5)
print(3.0 * 2, 7 / 7, 2 ** 0.5, 10 ** -2, 2 ** -10)
print(True, False, None, [True, 0.0, -0.0])
print(1_000_000, 0xFF, 0o777, 0b1111_0000, 1_0.5, 1e1_0)
print(float(1), float(10 ** 15), float(10 ** 16), float(2 ** 53), float(2 ** 53 + 1))
print(12345678901234567890.0, 0.1 * 0.1, 1 - 0.9, 3 * 1.1)
