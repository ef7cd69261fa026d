# chained comparisons evaluate middle operands once
def v(x):
    print("eval", x)
    return x
print(1 < 2 < 3, 3 > 2 > 2, 1 < 3 > 2, 1 == 1 != 2, 1 < 2 > 5)
print(v(1) < v(2) < v(3))
print(v(3) < v(2) < v(1))
x = 5
print(0 <= x < 10, 0 < x <= 4, x == 5 == 5.0, 1 < x in [5], x in [5] in [[5]])
print("a" < "b" <= "b" < "c", [1] < [2] < [3])
print(1 is not None is not False, None is None is None)
age = 25
print("adult" if 18 <= age < 65 else "other")
print(not 1 < 0, not (1 < 2 < 0))
