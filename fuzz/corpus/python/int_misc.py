# int(), hash of ints, int methods, divmod table
for a in [7, -7]:
    for b in [3, -3]:
        print(a, b, a // b, a % b, divmod(a, b))
print(hash(0), hash(1), hash(-1), hash(12345), hash(True))
print(hash(2 ** 61 - 1), hash(2 ** 61), hash(-2))
print(int(), int(0), int("0"), int(-0.0))
print(isinstance(5, int), isinstance(True, int), isinstance(5.0, int))
print(round(7), round(-7), round(1234, -2), round(1250, -2), round(1350, -2))
print(abs(-2 ** 70))
print(10 ** 18 * 10, 999999999999999999 + 1)
n = 12345
digits = []
while n:
    n, d = divmod(n, 10)
    digits.append(d)
print(digits)
print(sum(map(int, str(2 ** 50))))
