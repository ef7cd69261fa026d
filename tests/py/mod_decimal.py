# decimal: arithmetic rounded once to the context, every rounding mode, quantize, string forms,
# formatting, comparisons and hashing with ints/floats, the signals and the C module's messages
from decimal import (Decimal, getcontext, setcontext, localcontext, Context, ROUND_HALF_UP, ROUND_HALF_EVEN,
                     ROUND_DOWN, ROUND_UP, ROUND_CEILING, ROUND_FLOOR, ROUND_HALF_DOWN, ROUND_05UP,
                     InvalidOperation, DivisionByZero, Inexact, Rounded, Overflow, FloatOperation, BasicContext, ExtendedContext)
import decimal

vals = ["0", "-0", "1", "-1", "0.1", "1.5", "2.5", "-2.5", "123.456", "1E+3", "1.000", "9999999999999999999999999999",
        "0.00012345", "12345678901234567890.123456789", "1e-30", "-7.25", "3.14159265358979323846264338327950288"]
D = [Decimal(v) for v in vals]
for v, d in zip(vals, D):
    print(v, str(d), repr(d), d.adjusted(), d.as_tuple(), d.is_zero(), d.is_signed(), d.normalize(), d.to_eng_string())
for a in D[2:9]:
    for b in (D[4], D[6], D[8], D[15], Decimal(3)):
        print(a, b, a + b, a - b, a * b, a / b, a // b, a % b, divmod(a, b), a < b, a == b, max(a, b), a.compare(b))
print(Decimal(1) / 7, Decimal(2) / 3, Decimal(10) / 4, Decimal("1.10") + Decimal("2.20"), Decimal("100") / Decimal("0.01"))
print(Decimal(2) ** 100, Decimal("1.1") ** 10, Decimal("-2") ** 3, Decimal(3) ** -3, Decimal("0.5") ** 2, Decimal(10) ** -5)
print(Decimal(2).sqrt(), Decimal("0.25").sqrt(), Decimal(100).sqrt(), Decimal("1E-10").sqrt(), Decimal(0).sqrt(), Decimal(12345).sqrt())
for r in (ROUND_HALF_UP, ROUND_HALF_EVEN, ROUND_DOWN, ROUND_UP, ROUND_CEILING, ROUND_FLOOR, ROUND_HALF_DOWN, ROUND_05UP):
    xs = [Decimal(s).quantize(Decimal("0.1"), rounding=r) for s in ("1.25", "1.35", "-1.25", "1.21", "-1.29", "1.05", "1.15", "-0.05")]
    with localcontext() as ctx:
        ctx.rounding = r
        ctx.prec = 4
        ys = [Decimal(1) / 3, Decimal(2) / 3, Decimal(-2) / 3, Decimal("12345") + 0, Decimal("1.23456") * 1]
    print(r, xs, ys)
print(Decimal("123.456").quantize(Decimal("1")), Decimal("123.456").quantize(Decimal("1E+1")), Decimal("0").quantize(Decimal("0.000")))
print(round(Decimal("2.5")), round(Decimal("3.5")), round(Decimal("-2.567"), 2), round(Decimal("1234.5"), -2), int(Decimal("1e3")), float(Decimal("-1.5e-3")))
import math
print(math.floor(Decimal("-1.5")), math.ceil(Decimal("1.2")), math.trunc(Decimal("-9.99")), abs(Decimal("-3.40")), -Decimal("0"), +Decimal("1.000"))
print(Decimal(0.1), Decimal(1.5), Decimal(-0.0), Decimal(2 ** 70), Decimal((1, (1, 2, 3), -2)), Decimal(" 12_345.6 "), Decimal("NaN"), Decimal("-Infinity"), Decimal("inf"))
print(Decimal.from_float(0.25), Decimal("1.5").as_integer_ratio(), Decimal("-0.75").as_integer_ratio(), Decimal(5).is_normal())
print(Decimal(1) == 1, Decimal("1.0") == 1.0, Decimal("0.1") == 0.1, Decimal(1) < 2, Decimal("2.5") > 2.4, 3 > Decimal("2.9"), Decimal("NaN") == Decimal("NaN"))
print(hash(Decimal(1)) == hash(1), hash(Decimal("0.5")) == hash(0.5), hash(Decimal("1.50")) == hash(Decimal("1.5")), hash(Decimal(-7)) == hash(-7), {Decimal("1.0"): "a"}[Decimal(1)])
print(sum([Decimal("0.1")] * 10), sorted([Decimal("3"), Decimal("1.5"), Decimal("-2")]), sum(Decimal(i) / 10 for i in range(5)), bool(Decimal(0)), bool(Decimal("0.01")))
for spec in [",.2f", ".0%", ".2e", ".3g", "10.2f", "<10.1f", "^12,.3f", "+.2f", "010,.2f", "", ".10", "e", "f", ".1f", "g"]:
    print(repr(spec), [format(Decimal(s), spec) for s in ("1234.5678", "0.000123", "-5", "0", "1E+5", "12345678.9")])
print(f"{Decimal('19.999'):.2f}", f"{Decimal('1.005'):.2f}", f"{Decimal('-0.001'):.2f}", f"{Decimal('1234567.891'):,}")
print(getcontext())
ctx = Context(prec=6, rounding=ROUND_DOWN)
print(ctx, ctx.create_decimal("3.14159265"), ctx.prec)
with localcontext(ctx) as c2:
    print(Decimal(22) / 7, c2.prec)
with localcontext(prec=3):
    print(Decimal(1) / 3)
print(Decimal(22) / 7)
for bad in [lambda: Decimal(1) / 0, lambda: Decimal(0) / 0, lambda: Decimal("abc"), lambda: Decimal(1) + 1.5,
            lambda: Decimal("1e999999") * 10, lambda: Decimal(1) % 0, lambda: Decimal("123.45").quantize(Decimal("1e-30")),
            lambda: Decimal(-1).sqrt(), lambda: int(Decimal("NaN")), lambda: Decimal("inf") - Decimal("inf"),
            lambda: format(Decimal(1), "#.0f"), lambda: format(Decimal(1), ".2q")]:
    try:
        print(bad())
    except (decimal.DecimalException, TypeError, ValueError, OverflowError) as e:
        print(type(e).__name__, e, repr(e))
c = getcontext()
c.clear_flags()
x = Decimal(1) / 3
print(c.flags[Inexact], c.flags[Rounded], c.flags[DivisionByZero], c.traps[DivisionByZero], c.traps[Inexact])
c.traps[DivisionByZero] = False
print(Decimal(1) / 0, Decimal(-1) / 0, c.flags[DivisionByZero])
c.traps[DivisionByZero] = True
c.prec = 50
print(Decimal(1) / 7, Decimal(2).sqrt())
c.prec = 28
print(ExtendedContext.prec, BasicContext.rounding, isinstance(Decimal(1), Decimal), Decimal("3.0") * 2, 2 * Decimal("3.0"), Decimal(5) - 10)
price = Decimal("19.99"); qty = 3; tax = Decimal("0.0825")
subtotal = price * qty
total = (subtotal * (1 + tax)).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)
print(subtotal, total, f"${total:,.2f}")
