# round(): banker's rounding and ndigits, on the real binary values
for x in [0.5, 1.5, 2.5, 3.5, -0.5, -1.5, -2.5, 0.49999999999999994]:
    print(x, round(x), type(round(x)).__name__)
print(round(2.675, 2), round(1.005, 2), round(0.125, 2), round(0.375, 2))
print(round(3.14159, 3), round(3.14159, 0), round(3.14159), round(-3.14159, 2))
print(round(1234.5678, -1), round(1234.5678, -2), round(1250.0, -2), round(1350.0, -2))
print(round(5, 2), round(15, -1), round(25, -1), round(-25, -1))
print(round(0.1 + 0.2, 10), round(1e16, 2), round(2.5, 0))
print(round(123.456, 1), round(123.456, 2), round(123.456, 5))
print(round(0.0), round(-0.0), round(-0.0, 1))
print(round(7.0 / 3, 4), round(2 / 3, 2))
print(round(1e300, -300), round(99.95, 1), round(0.05, 1), round(0.15, 1), round(0.25, 1))
vals = [1.15, 1.25, 1.35, 1.45, 1.55]
print([round(v, 1) for v in vals])
