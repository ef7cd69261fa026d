# pow with three arguments and negative exponents
print(pow(2, 10), pow(2, 10, 1000))
print(pow(3, 200, 1000000007))
print(pow(7, 123456789, 998244353))
print(pow(2, 100, 2 ** 64 + 13))
print(pow(-3, 5, 7), pow(3, 5, -7))
print(pow(10, 0, 7), pow(0, 0), pow(5, 1, 1))
print(pow(2, -1), pow(4, -2))
print(pow(3, -1, 7), pow(2, -1, 9))
print(pow(2.0, 3), pow(2, 0.5))
print(pow(9, 0.5), pow(2, 0))
print(2 ** 3 ** 2, (2 ** 3) ** 2)
print(-2 ** 2, (-2) ** 2)
print(pow(12345678901234567890, 3, 10 ** 9 + 7))
try:
    pow(2, 3, 0)
except ValueError as e:
    print("ValueError", e)
try:
    pow(2, -1, 4)
except ValueError as e:
    print("ValueError", e)
print(0 ** 0, 0.0 ** 0)
try:
    0 ** -1
except ZeroDivisionError as e:
    print("ZeroDivisionError", e)
