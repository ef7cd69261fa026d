# Fraction has no __format__ of its own in 3.11: an empty spec is str(), any other spec is a TypeError
from fractions import Fraction

x = Fraction(355, 113)
print(f"{x}", format(x), format(x, ""), "{}".format(x), f"{x!s:>10}", f"{x!r}")
for spec in (".3f", "10", ">12", "e", "%"):
    try:
        print(format(x, spec))
    except TypeError as e:
        print(spec, "TypeError:", e)
print(f"{float(x):.3f}", "{:.2f}".format(float(Fraction(1, 3))))
