# float.hex always gives 13 hex digits (0x1.0000000000000p-1), and float.fromhex parses what it makes (and CPython's other spellings).
import sys
for x in [0.5, 1.0, -2.5, 0.1, 0.0, -0.0, 5e-324, 2.2250738585072014e-308, 1e308, float("inf"), float("-inf"), float("nan"), 3.0, 1/3, sys.float_info.max, 1e-310, 123456.789]:
    print(x.hex(), float.fromhex(x.hex()) == x or x != x)
for s in ["0x1p-1", "0x1.8p1", "0x1.0000000000000p-1", "1.8p1", "0x.8", "-0X1P+2", " 0x1p0 ", "inf", "0x0.0p+0", "0x1.999999999999ap-4"]:
    try: print(repr(s), float.fromhex(s))
    except ValueError as e: print(repr(s), e)
for s in ["0x", "", "0x1p", "0x1.8p1.5", "1e5", "0xg", "0x1p99999", "-infinity", "0x1.fffffffffffff8p1023", "0x1.00000000000008p0", "0x123456789abcdef123p0"]:
    try: print(repr(s), float.fromhex(s))
    except (ValueError, OverflowError) as e: print(repr(s), type(e).__name__, e)
