# true division always gives float
print(1 / 3, 2 / 3, 10 / 3, -10 / 3)
print(6 / 3, 0 / 7, -0 / 7)
print(1 / 7 * 7, 7 / 1)
print(2 ** 70 / 2 ** 69, 10 ** 30 / 10 ** 10)
print(1 / 1024, 1 / 3e10)
print(22 / 7, 355 / 113)
print(type(4 / 2).__name__)
print(5 // 2.0, 5 % 2.0, -5 // 2.0, -5 % 2.0)
for d in [0, 0.0]:
    try:
        print(1 / d)
    except ZeroDivisionError as e:
        print("ZeroDivisionError:", e)
try:
    print(1 // 0)
except ZeroDivisionError as e:
    print("ZeroDivisionError:", e)
try:
    print(1 % 0)
except ZeroDivisionError as e:
    print("ZeroDivisionError:", e)
try:
    print(1.5 // 0)
except ZeroDivisionError as e:
    print("ZeroDivisionError:", e)
try:
    divmod(5, 0)
except ZeroDivisionError as e:
    print("ZeroDivisionError:", e)
