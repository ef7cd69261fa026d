import math
tests = r'''
"ab".center(5), "ab".center(6), "abc".center(6), "abc".center(4, "*"), "a".center(4)
f"{'ab':^5}", f"{'abc':^6}", f"{'abc':*^4}", format(12, "^5"), format(123, "^6")
(255).to_bytes(2, "big"), (1).to_bytes(), int.from_bytes(b"\x01\x00", "little"), (-1).to_bytes(2, "big", signed=True)
b"\xde\xad\xbe\xef".hex(), b"\xde\xad\xbe\xef".hex(":"), b"\xde\xad\xbe\xef".hex("-", 2), bytes.fromhex("de ad")
[1, 2, 3, 2, 1].index(2, 2), "a,b,c".split(",", maxsplit=1), "a b c".rsplit(maxsplit=1)
round(2.5, None), sum([1, 2], start=10), list(enumerate("ab", start=5)), max([], default="none"), max([3, 1], key=lambda x: -x, default=0)
list(map(lambda a, b: a * b, [1, 2, 3], [4, 5])), isinstance(3, int | str), type(3) == int, str(b"abc"), bool("False")
complex("1+2j"), complex(" 3-4.5j "), hex(-255), bin(-5), oct(64), format(-255, "x"), format(255, "#010b")
int("0x1f", 16), int("0x1f", 0), int("1_0"), int("0b101", 0), int(" -0o17 ", 0), int("Z", 36)
(0.75).as_integer_ratio(), (3.0).is_integer(), (2.5).is_integer(), (255).bit_count(), (10).bit_length(), (-10).bit_length()
math.comb(10, 3), math.perm(5, 2), math.perm(5), math.isqrt(99), math.dist((0, 0), (3, 4)), math.hypot(1, 2, 2), math.prod([1, 2, 3, 4]), math.lcm(4, 6, 10), math.gcd(0, 0), math.gcd(12, -18)
pow(3, -1, 7), pow(2, 0.5), pow(-2, 2), pow(-8, 1/3), pow(0, 0), 0 ** 0, 0.0 ** 0
divmod(7.5, -2), divmod(-7, 0.5), 7.5 // -2, -7.5 % 2, math.fmod(-7.5, 2), math.remainder(7, 2)
"-42".zfill(6), "+x".zfill(4), "".zfill(3), "abc".zfill(2), "−5".zfill(4)
"%5.2s|" % "abc", "%-6.2f|" % 3.14159, "%+.1e" % 12345, "%#o" % 0, "%x" % -255, "%05d" % -42, "% d" % 5
"{!r:^10}".format("hi"), "{:=^10}".format("x"), "{0:{1}.{2}f}".format(3.14159, 8, 2), "{:>+8.2%}".format(0.123)
str(1e16), str(1e-5), str(123456789.123456789), repr(0.1 * 3), str(-0.0), str(1.0e0), repr(2.0 ** 62), repr(2.0 ** 63)
float("0x1p3") if False else float.fromhex("0x1p3"), (1.5).hex(), float("1e-400"), float("-0"), float("  +1.5e+2 ")
int(3.99), int(-3.99), int("+7"), int("-0"), int(" 1 "), int("١٢٣"), float("١.٥")
"Hello World".split("o"), "a\nb\r\nc\rd".splitlines(), "  lead".split(" "), "x  y".split(" ", 1)
list(zip(*[[1, 2, 3], [4, 5, 6]])), dict(zip("abc", range(3))), list(zip()), list(zip("ab"))
sorted({"b": 2, "a": 1}.items(), key=lambda kv: kv[1]), {**{"a": 1}, **{"a": 2, "b": 3}}, {"a": 1} | {"b": 2}
[*range(3), *"ab"], (*[1, 2],), {*()}, [i for i in range(10) if i % 2 if i % 3], [(i, j) for i in range(3) for j in range(i)]
'''
for line in tests.strip().splitlines():
    try:
        print(eval(line))
    except Exception as e:
        print("EXC", type(e).__name__, e)
