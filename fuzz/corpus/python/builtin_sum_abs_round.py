# sum with start, abs, round, divmod, pow
print(sum([1, 2, 3]), sum([1, 2, 3], 10), sum([]), sum([], 5), sum(range(1, 11)))
print(sum([0.1, 0.2, 0.3]), sum([1, 2.5]), sum([True, True]), sum([[1], [2]], []), sum(((1,), (2,)), ()))
print(sum(x * x for x in range(4)), sum({1: 0, 2: 0}), sum([2 ** 64, 2 ** 64]))
try:
    sum(["a", "b"], "")
except TypeError as e:
    print("TypeError:", e)
try:
    sum(["a", "b"])
except TypeError as e:
    print("TypeError:", e)
print(abs(-3), abs(3.5), abs(-0.0), abs(True), abs(-2 ** 100))
print(round(3.7), round(-3.7), round(3.14159, 2), round(2.5), round(3.5), round(12345, -2))
print(divmod(17, 5), divmod(-17, 5), divmod(17.5, 5), divmod(2 ** 70, 10 ** 9))
print(pow(2, 8), pow(2, 8, 10), pow(2.5, 2), pow(-2, 3), pow(4, 0.5))
print(sum([1, 2], start=100), round(number=2.567, ndigits=1))
