# operator precedence and associativity
print(2 + 3 * 4, (2 + 3) * 4, 2 ** 3 ** 2, -2 ** 2, (-2) ** 2, 2 * 3 ** 2)
print(10 - 4 - 3, 10 - (4 - 3), 100 / 10 / 5, 2 ** -1, -3 // 2, -(3 // 2))
print(1 + 2 == 3, 1 | 2 ^ 3 & 4, (1 | 2) ^ (3 & 4), 1 << 2 + 1, (1 << 2) + 1)
print(not 1 == 2, not (1 and 0), True or False and False, (True or False) and False)
print(5 % 3 * 2, 5 % (3 * 2), -7 % 3, -(7 % 3), ~1 + 1, ~(1 + 1))
print(3 > 2 and 2 > 1, 3 & 1 == 1, (3 & 1) == 1)
print("a" + "b" * 2, ("a" + "b") * 2, [1] + [2] * 2)
print(1 if 0 else 2 if 0 else 3, 2 * 3 % 4, 2 * (3 % 4))
x = 5
print(x > 3 == True, (x > 3) == True, x - -1, x - - - 1, +-x)
print(2 ** 2 ** 0, 10 // 3 * 3 + 10 % 3, 7 // 2 ** 2)
print(not None == False, None == False, 4 / 2 * 3, 4 / (2 * 3))
