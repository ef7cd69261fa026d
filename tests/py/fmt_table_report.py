rows = [
    ("Widget", 12, 3.5, 0.075),
    ("Gadget extra long name", 3, 1299.99, 0.2),
    ("Doohickey", 1000, 0.01, 0.0),
    ("Thingamajig", 0, 45.0, 1.0),
]
header = f"{'Item':<20} {'Qty':>6} {'Price':>10} {'Disc':>6} {'Total':>12}"
print(header)
print("-" * len(header))
grand = 0
for name, qty, price, disc in rows:
    total = qty * price * (1 - disc)
    grand += total
    name = name if len(name) <= 20 else name[:17] + "..."
    print(f"{name:<20} {qty:>6,} {price:>10,.2f} {disc:>6.0%} {total:>12,.2f}")
print("=" * len(header))
print(f"{'TOTAL':<20} {sum(r[1] for r in rows):>6,} {'':>10} {'':>6} {grand:>12,.2f}")
print(f"{grand:*^30,.3f}")
print("{:-<30}".format(""), "{0:>{1}}".format("x", 5), "{:{fill}{align}{width}}".format(7, fill="0", align=">", width=4))
print("%-10s|%8.3f|%+5d|%x|%o|%e|%g|%5.1f%%" % ("abc", 3.14159, 42, 255, 8, 12345.678, 0.00001, 99.5))
print("%(name)s is %(age)03d" % {"name": "Zed", "age": 7}, "%c%c" % (72, "i"), "%r" % "q", "%5s|%-5s|" % ("ab", "cd"))
print("%.3s" % "abcdef", "%*d" % (6, 42), "%-*d|" % (6, 42), "%#x %#o" % (255, 8), "%i" % 3.9)
