# trap: float repr and rounding are CPython's
print(1e16, 1e15, 1e-5, 0.0001, 1.5e300, 2.0 ** 60)
print(0.1 + 0.2, 1 / 3, 2 / 3, 10 / 4, 100.0, -0.0)
print(round(2.675, 2), round(0.5), round(1.5), round(2.5), round(-2.5), round(2.5, 0))
print(float("inf"), float("-inf"), float("nan"), 1e308 * 10)
print(3.0, 3.10, 12345678912345.678, 0.1 * 3, 1.1 + 2.2)
print(str(1e16), repr(1e22), f"{1e16}", "%s" % 1e16, [1e16])
print(1e16 == 10 ** 16, int(1e16), float(10 ** 16))
print(123456789.0 * 1000, 1234567890123456789.0, 0.000123)
