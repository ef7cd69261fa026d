# Old-style % formatting in a report generator: widths, precision, dict keys, flags.
records = [("Widgets", 1234, 0.1234, 19.999), ("Gadgets", 56, 0.5, 7.0), ("Sprockets", 7890123, 0.00071, 0.5)]
print("%-10s|%10s|%8s|%9s" % ("Item", "Count", "Share", "Price"))
print("-" * 40)
for name, count, share, price in records:
    print("%-10s|%10d|%7.2f%%|%9.2f" % (name, count, share * 100, price))
print("%(name)s is %(age)d years (%(age)#x hex, %(age)o oct)" % {"name": "Zed", "age": 42})
print("[%5s] [%-5s] [%05d] [%+d] [% d] [%.3s]" % ("ab", "ab", 42, 42, 42, "abcdef"))
print("%e | %E | %g | %G | %.2g" % (12345.678, 0.000123, 1e-5, 1e20, 0.000456))
print("%c%c%c" % (72, "i", 33), "%r %a" % ("é", "é"), "%%d literal")
print("%*d|%-*d|%.*f" % (6, 42, 6, 42, 2, 3.14159))
print("%s %s" % ([1, 2], {"a": 1}), "%s" % (("tuple",),))
print("%x %X %#o %#X" % (255, 255, 8, 3054))
for bad in [("%d", "x"), ("%s %s", ("one",)), ("%z", 1), ("%d", (1, 2))]:
    try:
        print(bad[0] % bad[1])
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
print("%i %u" % (7.9, -3), "%.0f %.0f" % (0.5, 1.5), "%5.1f%%" % 99.44)
