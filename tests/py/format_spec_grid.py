# format specs of ints, floats and strs in f-strings and format(): the common forms (moonpy formats them in C) and their edges
import itertools
vals = [0, 7, -7, 42, 1234567, -1234567, 2**63 - 1, -2**63, 255, 0.0, -0.0, 3.14159, -2.5, 1e20, 1.5e-7, 123456.789,
        0.125, 2.675, 1e300, 99.995, "", "ab", "héllo", "x" * 12]
specs = ["", "d", "5d", "05d", "<05d", "^9", ">10", "<10", "=10", "+d", " d", "-d", "+08d", ",", "_", "010,", ",d",
         "_x", "#x", "#X", "#o", "#b", "08b", "#010x", "x", "o", "b", "X", ".2f", "10.3f", "<10.3f", "^12.4f", "+.1f",
         " .2f", "010.2f", ",.2f", "14,.2f", "#.0f", ".0f", "f", "e", ".3e", "E", "+12.4E", "%", ".1%", "7.3%", ">+8.2f",
         "*^15.3f", "-<9", "0>7", "s", ">6s", ".2s", "^7.3s", "*>5", "_.3f", ".2", "g", ".3g", "n", "c", "z.2f",
         ".100f", "→>8", "=>8d", "0=8d", "08.2%", ",x", "5,", "10_"]
for v, s in itertools.product(vals, specs):
    try:
        r = f"{v:{s}}"
        assert r == format(v, s)
    except Exception as e:
        r = type(e).__name__ + ": " + str(e)
    print(repr(v), repr(s), repr(r))
