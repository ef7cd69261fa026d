# ** of two int literals (moonpy folds those whose value fits in 64 bits): every edge
print(2**31, 2**62, 2**63, 2**64, 10**9 + 7, 3**40, 3**39, 2**0, 0**0, 0**5, 7**22, 7**23, 1**100)
print(2**-1, (-2)**3, -2**4, (-3)**2, -(2**63), 2**63 - 1, type(2**10).__name__, 10**18, 10**19)
MOD = 10**9 + 7
print(pow(3, 200, MOD), (2**31 - 1) * 2, [2**i for i in range(3)], 5 ** 2 ** 2)
