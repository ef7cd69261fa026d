# sys: constants, version_info, float_info, recursion limit, exit
import sys
print(sys.maxsize, -sys.maxsize - 1, sys.maxsize == 2**63 - 1, sys.maxunicode)
print(sys.version_info[:2], sys.version_info.major, sys.version_info.minor, sys.version_info >= (3, 8))
print(sys.version_info.releaselevel, type(sys.version) is str, sys.byteorder)
print(sys.float_info.max, sys.float_info.epsilon, sys.float_info.dig, sys.float_info.mant_dig)
print(sys.float_info)
print(sys.int_info)
print(sys.int_info.bits_per_digit, sys.float_info.min)
print(sys.getrecursionlimit())
sys.setrecursionlimit(5000)
print(sys.getrecursionlimit())
try:
    sys.setrecursionlimit(0)
except ValueError as e:
    print("ValueError:", e)
try:
    sys.exit(3)
except SystemExit as e:
    print("SystemExit", e.code, e.args)
try:
    sys.exit()
except SystemExit as e:
    print("SystemExit", e.code)
try:
    sys.exit("message")
except SystemExit as e:
    print("SystemExit", e.code)
from sys import maxsize
print(maxsize > 10**18, isinstance(sys.argv, list), sys.intern("abc"), isinstance(sys.modules, dict))
