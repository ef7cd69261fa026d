# width and precision limits of format specs and str methods
for fmt in [".2147483648f", ".99999999999999999999f", "99999999999999999999d", ".0f", "5.1f"]:
    try:
        print(fmt, repr(format(1.5, fmt)))
    except ValueError as e:
        print(fmt, type(e).__name__, e)
for n in [10 ** 10, 2 ** 31, -2 ** 40]:
    try:
        print("\t\t".expandtabs(n))
    except OverflowError as e:
        print(n, type(e).__name__, e)
print(repr("a\tb".expandtabs(-3)), repr("a\tb".expandtabs(0)), repr("a\tb".expandtabs(True)))
