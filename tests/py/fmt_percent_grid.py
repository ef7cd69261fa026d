# printf-style conversions of ints and floats under every flag, width and precision
flags = ["", "-", "+", " ", "#", "0", "-0", "+0", " 0", "#0", "-#", "+#0"]
widths = ["", "1", "12"]
precs = ["", ".0", ".3", ".10"]
floats = [0.0, -0.0, 1.5, -2.25, 3.14159265, 1e-7, 123456789.0, 1e22, -1e-300, 2.5, 0.125,
          float("inf"), float("-inf"), float("nan")]
ints = [0, 7, -7, 255, -255, 123456789, -2**63, 2**63 - 1, 2**70, True]
lines = []
for f in flags:
    for w in widths:
        for p in precs:
            for conv in "eEfFgG":
                spec = "%" + f + w + p + conv
                lines.append(spec + " " + "|".join(spec % x for x in floats))
            for conv in "diuxXo":
                spec = "%" + f + w + p + conv
                lines.append(spec + " " + "|".join(spec % x for x in ints))
            for conv in "diuxXo":
                spec = "%" + f + w + conv
                try:
                    lines.append(spec + " " + "|".join(spec % x for x in (2.75, -1.5)))
                except TypeError as e:
                    lines.append(spec + " TypeError " + str(e))
print(len(lines))
for line in lines:
    print(line)
print("%f %e %g" % (3, 4, 5), "%d" % 2.9, "%5.1f%%" % 99.44)
