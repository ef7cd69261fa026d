# fibonacci numbers grow past 2**63 transparently
a, b = 0, 1
for i in range(100):
    a, b = b, a + b
    if i in (10, 50, 90, 91, 92, 93, 99):
        print(i + 1, a)
print(a % 10, a // 10 ** 15)
print(a > 2 ** 64, a.bit_length())
big = a
small = big - big + 5
print(small, type(small).__name__, small + 1)
