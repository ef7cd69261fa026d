# cpython: same
# %-formatting with Lua's format directives and hostile arguments
def t(fmt, args):
    try:
        print(repr(fmt), "->", repr(fmt % args))
    except (ValueError, TypeError, KeyError, OverflowError) as e:
        print(repr(fmt), type(e).__name__ + ":", e)
for fmt, args in [("%q", "x"), ("%a", "é"), ("%s %s", ("]]", "--[[")), ("%5.3s", "abcdef"),
                  ("%*d", (5, 1)), ("%.*f", (2, 3.14159)), ("%(end)s", {"end": 1}), ("%(#meta)s", {"#meta": 2}),
                  ("%c", 0x10ffff), ("%c", -1), ("%i %u", (1, 2)), ("%x %X %o", (255, 255, 8)),
                  ("%e %g", (1e100, 1e-100)), ("%", ()), ("%z", 1), ("%s", ()), ("%%%s%%", "x"),
                  ("%-5d|", 3), ("%05.1f", 2.25), ("%r", "\0"), ("%s", print is not None)]:
    t(fmt, args)
