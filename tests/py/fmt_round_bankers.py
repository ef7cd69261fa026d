for x in [0.5, 1.5, 2.5, 3.5, -0.5, -1.5, 2.675, 1.005, 0.125, 0.375, 1e20, 2.5e-5]:
    print(x, round(x), round(x, 2), round(x, 1), f"{x:.2f}", f"{x:.0f}")
for n in [15, 25, 35, 125, -125, 1234567, 5, -5]:
    print(n, round(n, -1), round(n, -2), round(n, 0), type(round(n, 0)).__name__)
print(round(2.5), type(round(2.5)), round(2.5, 0), type(round(2.5, 0)))
print(round(0.1 + 0.2, 15), 0.1 + 0.2, 0.1 + 0.2 == 0.3, abs(0.1 + 0.2 - 0.3) < 1e-9)
print(7 / 2, 7 // 2, -7 // 2, -7 % 3, 7 % -3, 6 / 3, 2 ** -1, 10 / 4 * 4, 1 / 3)
print(divmod(-7, 2), divmod(7.5, 2), divmod(-7.5, 2), 7.0 // 2, -0.0 // 1, 5 % 0.3)
print(int(2.9), int(-2.9), int("  42  "), float("1e3"), float(" -inf "), int(1e20), int(True))
print(sum([0.1] * 10), 1.1 * 3, 3 * 0.1, 100 * 1.1, 0.1 * 3 == 0.3, 1e16 + 1, 2**0.5)
print(1e22, 1e21, 1e16, 123456789012345678.0, 1e-5, 0.0001, 1/7, 2/3, 10/3, 1e308*10, -1e308*10)
import math
print(math.floor(-2.5), math.ceil(-2.5), math.trunc(-2.5), math.isclose(0.1+0.2, 0.3), math.fsum([0.1]*10))
print(round(123.456, -1), round(-0.5), round(0.5000001), round(float('inf')) if False else "skip")
