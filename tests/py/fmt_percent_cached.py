# printf-style formatting: one format str used many times (moonpy parses it once), and the
# order in which CPython meets errors: conversions before a bad spec still run
class Loud:
    def __init__(self, name):
        self.name = name

    def __str__(self):
        print("str of", self.name)
        return self.name

    def __repr__(self):
        print("repr of", self.name)
        return "Loud(" + self.name + ")"


rows = [("apple", 3, 1.25), ("kiwi", 12, 0.5), ("fig", -7, 10.0)]
for _ in range(2):
    for name, n, price in rows:
        print("%-8s|%5d|%8.3f|%+d|% d|%05d|%x|%#o|%#X|%e|%g" % (name, n, price, n, n, n, n & 255, n & 255, n & 255, price, price))
print("%s and %r" % (Loud("a"), Loud("b")))
print("%(x)s-%(y)05.1f-%(x)r" % {"x": "k", "y": 2.25})
print("%*d|%-*d|%.*f" % (6, 42, 6, 42, 2, 3.14159))
print("%c%c%c" % (72, "i", 33))
print("%s" % (1,), "%s" % [1, 2], "%s" % ((1, 2),), "%d%%" % 50, "100%%" % ())
print("%.3s|%5.2s|%-6r|" % ("abcdef", "xyz", "q"))
print("%i %u" % (True, -3), "%d" % 3.99, "%x" % -255)
print("%s" % "héllo", "%5s|" % "é", "%-5s|" % "日本")

cases = [
    ("%s %s", (Loud("one"),)),
    ("%s %", (Loud("two"),)),
    ("%s %(k)s", (Loud("three"),)),
    ("%(k", {"k": 1}),
    ("%(k)s %(m)s", {"k": Loud("four")}),
    ("%s %y", (Loud("five"), 2)),
    ("%s %y", (Loud("six"),)),
    ("%s %*d", (Loud("seven"), "w", 3)),
    ("%s %.*f", (Loud("eight"), 1.5, 3)),
    ("%d", ("x",)),
    ("%x", (1.5,)),
    ("%c", (1114112,)),
    ("%c", ("ab",)),
    ("%s", (1, 2)),
    ("%s %s", 5),
    ("%s %l", (1,)),
    ("%5", (1,)),
    ("%.", (1,)),
    ("%s é %ü", (1, 2)),
    ("%f", ("1.0",)),
]
for _ in range(2):
    for fmt, args in cases:
        try:
            print(repr(fmt % args))
        except Exception as e:
            print(repr(fmt), type(e).__name__, e)
