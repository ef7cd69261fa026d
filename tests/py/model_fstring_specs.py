# f-string format specs a report writer reaches for: nested widths, =, z, g, n, e, conversions.
from decimal import Decimal

width, prec = 12, 3
vals = [3.14159265, -0.0004, 1234567.891, 0.0, -0.4, 1e16, float("inf"), float("nan")]
for v in vals:
    print(f"|{v:{width}.{prec}f}|{v:<{width}.{prec}e}|{v:^{width}.{prec}g}|{v:+.2%}|")
x, name = 42, "Zoë"
print(f"{x=}", f"{x = :>5}", f"{name=!r}", f"{name!a}", f"{x*2=:#06x}")
print(f"{-0.4:.0f}", f"{-0.4:z.0f}", f"{-0.0:z}", f"{0.5:.0f}", f"{1.5:.0f}", f"{2.5:.0f}")
print(f"{1234567:n}", f"{1234.5:n}", f"{0.000012345:n}", f"{12345678.9:.3n}")
print(f"{10**20:,}", f"{-1234567.5:,.1f}", f"{1234567:_}", f"{0xDEADBEEF:_x}", f"{255:_b}")
print(f"{1e-7:g}", f"{1e-4:g}", f"{123456789.0:g}", f"{100.0:g}", f"{100.0:#g}", f"{0.1:.17g}")
print(f"{3:.2f}", f"{True:d}", f"{True}", f"{7:c}", f"{65:c}{66:c}", f"{'x':>3}", f"{'abc':.2}")
print(f"{Decimal('1234.5678'):,.2f}", f"{Decimal('-0.005'):.2f}", f"{Decimal('1e3'):f}", f"{Decimal('2.50'):g}")
print(f"{12:=+6d}", f"{-12:=6d}", f"{12:*<+6}", f"{3.5:010.2f}", f"{-3.5:010.2f}", f"{'s':0>4}")
items = {"apples": 3, "kiwis": 12}
print(f"{'total':>8}: {sum(items.values()):>3}", f"{len(items)!s:>4}", f"{items['kiwis']:03}")
print(f"{'{'}{x}{'}'}", f"{{literal}}", f"{x:{'>' if x > 10 else '<'}{width}}|")
for spec in ["5d", ".3s", "x", "e"]:
    try:
        print(format("abc" if spec != "x" else 1.5, spec))
    except ValueError as e:
        print("ValueError:", e)
