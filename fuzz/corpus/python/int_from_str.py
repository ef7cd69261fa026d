# int() parsing with bases
print(int("123"), int("-123"), int("+7"), int("  42\n"))
print(int("ff", 16), int("FF", 16), int("0xff", 16), int("0xff", 0))
print(int("777", 8), int("0o777", 0), int("11111111", 2), int("0b101", 0))
print(int("z", 36), int("ZZ", 36), int("10", 36))
print(int("1_000_000"), int("0x_1f", 16))
print(int("123456789012345678901234567890"))
print(int("-ffffffffffffffffffff", 16))
print(int(3.99), int(-3.99), int(True), int(1e20))
print(int("0"), int("-0"), int("000"))
for bad in ["", "12a", "1.5", "0x", " ", "1 2"]:
    try:
        int(bad)
    except ValueError as e:
        print("ValueError:", e)
try:
    int("9", 8)
except ValueError as e:
    print("ValueError:", e)
try:
    int("10", 1)
except ValueError as e:
    print("ValueError:", e)
try:
    int(None)
except TypeError as e:
    print("TypeError:", e)
