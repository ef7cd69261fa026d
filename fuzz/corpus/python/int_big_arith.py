# big integer division, modulo, divmod and mixed signs
a = 123456789012345678901234567890
b = 987654321
print(a // b, a % b)
print(divmod(a, b))
print(divmod(-a, b))
print(divmod(a, -b))
print(-a // b, -a % b)
print(a * a)
print(a - a * 2)
print(a // (10 ** 20), a % (10 ** 20))
print(a / b)
print(float(a))
print(int(float(2 ** 70)))
print(abs(-a))
print(a == 123456789012345678901234567890)
print(a != a + 1, a < a + 1, -a < a)
print(a % 2, a % 3, a % 7)
f = 1
for i in range(1, 31):
    f *= i
print(f)
print(f // (2 ** 20), f % 1000007)
print(max(a, b), min(a, b))
print(sorted([a, -a, b, 0, 2 ** 64]))
print(hex(a), bin(2 ** 70), oct(2 ** 65))
print(str(-a), repr(a))
print(int(str(a)) == a)
