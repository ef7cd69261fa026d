# round with ints and floats, negative ndigits; divmod with floats and negatives
print(round(15, -1), round(25, -1), round(35, -1), round(-15, -1), round(149, -2), round(150, -2), round(250, -2))
print(round(123456, -3), round(2 ** 70, -20), round(7, 0), round(7, 5), type(round(7, 1)).__name__)
print(round(0.5, 0), round(1.5, 0), round(2.675, 2), round(2.665, 2), round(-1.005, 2), round(1e-10, 5))
print(round(123.456, -1), round(123.456, -2), round(-123.456, -1), round(5.5), round(6.5), round(-5.5))
print(divmod(7, 3), divmod(-7, 3), divmod(7, -3), divmod(-7, -3), divmod(0, 5))
print(divmod(7.5, 2), divmod(-7.5, 2), divmod(7, 2.5), divmod(1, 0.3))
print(divmod(True, 2), divmod(10 ** 20, 7), divmod(-10 ** 20, 7))
