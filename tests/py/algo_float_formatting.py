# Float rounding and formatting: round(), banker's rounding, format specs, repr shortest
import math

values = [0.5, 1.5, 2.5, -0.5, -1.5, 2.675, 1.005, 0.125, 0.375, 1e16 + 1, 123456.789]
for v in values:
    print(f"{v!r:>20} round={round(v)!r:>18} round2={round(v, 2)!r:>20}")
print(round(1234.5678, -2), round(1250, -2), round(1350, -2), round(-1250, -2), round(5, 1))
print(0.1 + 0.2, repr(0.1 + 0.2), str(1 / 3), 2 / 3, 1e22, 1e-7, 1.0e16, 123456789012345678.0)
x = math.pi * 1000
for spec in [".2f", ".0f", "10.3f", "<10.1f", "^12.4f", "+.3e", ".3g", "g", ".10g", "%", ".1%", ",.2f", "012.3f", "E"]:
    print(f"{spec:>7}: [{x:{spec}}]")
print(f"{0.000012345:g} {1234567.0:g} {1e-5:.3g} {100000.0:g} {1e6:g} {0.0:g} {-0.0:g}")
print("%.3f %5.1f %-8.2e| %g %G %10.4g" % (2 / 3, 99.95, 12345.678, 1e-10, 1e20, math.e))
print(format(1e300 * 1e10), format(-math.inf, ".2f"), format(math.nan, "10"), f"{math.inf:+}")
print(f"{2.5:.0f} {3.5:.0f} {0.125:.2f} {0.375:.2f} {1.45:.1f} {1.55:.1f}")
print(float("1e500"), float("-inf"), float(" 3.25 "), float("1_000.5"), float("nan") != float("nan"))
print((0.1).hex(), float.fromhex("0x1.8p1"), (2.5).as_integer_ratio(), (0.1).as_integer_ratio())
print(math.floor(-2.5), math.ceil(-2.5), math.trunc(-2.5), int(2.999), -7 // 2.0, -7 % 2.0, 7.5 // -2)
print(1e308 * 10, -1e308 * 10, 5e-324 / 2, 2.0 ** 1023 * 2 if False else 2.0 ** 1023)
print(divmod(7.5, 2), divmod(-7.5, 2), math.fmod(-7.5, 2), math.modf(-3.75), math.frexp(10.0), math.ldexp(0.625, 4))
print(f"{1/7:.20f}", f"{2**0.5:.17g}", f"{1e23:.0f}", f"{12345.6789:,.2f}", f"{-1234567.891:_.1f}")
