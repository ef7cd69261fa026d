# printf-style % formatting
print("%d items" % 5, "%s and %s" % ("a", "b"), "%r" % "q", "%5d|" % 42, "%-5d|" % 42)
print("%05d" % 42, "%+d" % 42, "% d" % 42, "%x %X %o" % (255, 255, 8), "%#x %#o" % (255, 8))
print("%f" % 3.14159, "%.2f" % 3.14159, "%10.3f|" % 3.14159, "%-10.1f|" % 2.5, "%e" % 12345.6789)
print("%g" % 0.00001, "%g" % 123456789.0, "%.3g" % 3.14159, "%G" % 1e-10)
print("%s" % [1, 2], "%s" % (1,), "%s %s" % (None, True), "%%", "100%%" % ())
print("%(name)s is %(age)d" % {"name": "Ann", "age": 30})
print("%c%c" % (72, "i"), "%5s|%-5s|" % ("ab", "cd"), "%.2s" % "abcdef")
print("%d" % 3.99, "%i" % -2, "%d" % True, "%s" % 1e16, "%r" % 0.1)
print("%*d|" % (6, 7), "%-*d|" % (4, 1), "%.*f" % (1, 2.25))
print("%3d%%" % 50, "%s" % "%s", "%d/%d" % (1, 2))
try:
    "%d" % "x"
except TypeError as e:
    print("TypeError:", e)
try:
    "%s %s" % ("one",)
except TypeError as e:
    print("TypeError:", e)
try:
    "%s" % (1, 2)
except TypeError as e:
    print("TypeError:", e)
name = "Bob"
print("Hello, %s! You are %d years old." % (name, 25))
print("%-10s|%8.2f|" % ("item", 9.5))
print("%.0f %.0f %.0f" % (0.5, 1.5, 2.5))
