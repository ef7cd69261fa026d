# format specs with fills and types that look like Lua format directives
def t(fmt, v):
    try:
        print(repr(fmt), "->", repr(format(v, fmt)))
    except (ValueError, TypeError, OverflowError) as e:
        print(repr(fmt), type(e).__name__ + ":", e)
for fmt, v in [("%", 0.5), ("%s", 1), ("q", "x"), ("]>9", "a"), ("\0<5", "b"), ("%>5", 1), ("*^7d", 42),
               ("-x", 255), (",.2f", 1234.5), ("_b", 10), ("#o", 8), (".0%", 0.25), ("c", 65),
               ("c", 0x110000), ("%-999999999s", "a"), ("a", 1.0), ("10000000000d", 1), (".10000000000f", 1.0),
               ("=+10.3e", -1.5), ("s", None), ("x", "s"), ("{}", 1), ("n", 1234)]:
    t(fmt, v)
