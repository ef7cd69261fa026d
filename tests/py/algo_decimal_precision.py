# decimal precision work: sqrt/exp/ln, computing pi with Machin's formula, context traps and signals
from decimal import Decimal, getcontext, localcontext, InvalidOperation, DivisionByZero, Inexact, ROUND_HALF_EVEN
import decimal


def arctan_inv(x, prec):
    with localcontext() as ctx:
        ctx.prec = prec + 5
        x = Decimal(x)
        term = 1 / x
        total = term
        x2 = x * x
        n = 1
        sign = -1
        while True:
            term /= x2
            delta = term / (2 * n + 1)
            if delta == 0 or abs(delta) < Decimal(10) ** -(prec + 3):
                break
            total += sign * delta
            sign = -sign
            n += 1
        return total


def machin_pi(prec):
    with localcontext() as ctx:
        ctx.prec = prec + 5
        pi = 4 * (4 * arctan_inv(5, prec) - arctan_inv(239, prec))
    with localcontext() as ctx:
        ctx.prec = prec
        return +pi


print(machin_pi(50))
getcontext().prec = 30
print(Decimal(2).sqrt(), Decimal(1).exp(), Decimal(10).ln(), Decimal(1000).log10())
print(Decimal("2.5").to_integral_value(), Decimal("3.5").to_integral_value(), Decimal("-2.5").to_integral_value(rounding=decimal.ROUND_FLOOR))
print(Decimal("1.23456789").quantize(Decimal("0.0001")), Decimal("12345").scaleb(-2), Decimal("0.000123").adjusted())
print(Decimal(1) / Decimal(3) * 3, Decimal("1") / Decimal("8"), Decimal("100").sqrt(), Decimal("0.1") * 3 == Decimal("0.3"))
for expr in ["Decimal(1) / Decimal(0)", "Decimal(0) / Decimal(0)", "Decimal('-1').sqrt()", "Decimal('abc')"]:
    try:
        print(eval(expr))
    except (InvalidOperation, DivisionByZero) as e:
        print(expr, "->", type(e).__name__)
with localcontext() as ctx:
    ctx.traps[DivisionByZero] = False
    ctx.traps[InvalidOperation] = False
    print(Decimal(1) / Decimal(0), Decimal(-1) / Decimal(0), Decimal(0) / Decimal(0))
with localcontext() as ctx:
    ctx.prec = 5
    ctx.rounding = ROUND_HALF_EVEN
    r = Decimal("1.234567") + Decimal("0")
    print(r, ctx.flags[Inexact], Decimal("123456789") * 1)
print(f"{Decimal('1234567.891'):,.2f}", f"{Decimal('0.5'):.0%}", f"{Decimal('-3.14159'):+.3f}", f"{Decimal('1E+5'):f}")
print(Decimal("1.10") == Decimal("1.1"), Decimal("1.5") > 1, Decimal("0.1") == 0.1, Decimal(0.5) == 0.5)
print(sum(Decimal("0.1") for _ in range(10)), Decimal("7").sqrt().quantize(Decimal("1e-10")))
