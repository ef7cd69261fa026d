# cpython: same
# benign control: int/float arithmetic as CPython prints it
print(0.1 + 0.2, 1e16, 1 / 3, 2 ** 0.5, round(2.675, 2), round(0.5), round(1.5), -7 // 2, -7 % 3)
print(10 ** 30, 2 ** 100 // 3, (-2) ** 63, int("123"), float("1e-5"), 1e300 * 1e10)
print(divmod(-17, 5), pow(2, 100, 97), abs(-3.5), hex(255), bin(10), oct(8), int("ff", 16))
print(True + 1, sum([0.1] * 10), 7 / 2, 7.0 // 2, 5 % -3, 3 ** -2)
