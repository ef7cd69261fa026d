# converting between strings and numbers
print(str(0), str(-12), str(3.0), str(1e-7), str(2 ** 64), str(True), str(None))
print(int("  12  "), int("-0"), float("3"), float("-1.5e-3"), float("1E5"), float("+inf"))
print(repr(str(1.0)), repr(str(10.0 / 4)), int(str(10 ** 25)) == 10 ** 25)
nums = "3 1.5 -2 1e3 0x1F".split()
out = []
for t in nums:
    try:
        out.append(int(t))
    except ValueError:
        try:
            out.append(float(t))
        except ValueError:
            out.append(int(t, 16))
print(out)
print("42".isdigit(), "-42".isdigit(), "4.2".replace(".", "", 1).isdigit())
print(sum(int(c) for c in "98765"), int("".join(sorted("3142"))), str(12345)[::-1])
print(float("0.1") + float("0.2"), str(0.1 + 0.2), "%.1f" % (0.1 + 0.2))
print(int(float("2.9")), round(float("2.5")), int("1" * 20) % 97)
print(f"{int('7') * 6}", "{:d}".format(int(" 8 ")), str(int(9.99)))
