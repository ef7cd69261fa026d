# sys.set_int_max_str_digits() changes the limit that str(int) and int(str) enforce (0 = none)
import sys

big = 3 ** 40000
print(sys.get_int_max_str_digits())
for limit in (4300, 0, 20000, 641):
    sys.set_int_max_str_digits(limit)
    try:
        s = str(big)
        print(limit, "str ok", len(s))
    except ValueError as e:
        print(limit, "ValueError:", e)
    try:
        print(limit, "int ok", int("7" * 5000) % 1000)
    except ValueError as e:
        print(limit, "ValueError:", e)
    print(sys.get_int_max_str_digits(), sys.flags.int_max_str_digits, len(hex(big)))
try:
    sys.set_int_max_str_digits(100)
except ValueError as e:
    print("ValueError:", e)
