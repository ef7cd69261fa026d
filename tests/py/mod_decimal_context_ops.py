# a Context does arithmetic in itself (add, divide, sqrt, power, create_decimal ...);
# pow(Decimal, int, modulo) is exact modulo the third argument, with _pydecimal's errors
from decimal import Decimal, Context, getcontext, localcontext, ROUND_DOWN, InvalidOperation, DivisionByZero
ctx = Context(prec=5, rounding=ROUND_DOWN)
print(ctx.divide(Decimal(1), Decimal(3)), ctx.divide(1, 7), ctx.add(Decimal("1.23456789"), 0), ctx.subtract(10, Decimal("0.000001")), ctx.multiply(Decimal("3.3333"), 3))
print(ctx.sqrt(2), ctx.power(2, 10), ctx.power(3, 4, 5), ctx.divide_int(17, 5), ctx.remainder(17, 5), ctx.divmod(17, 5), ctx.abs(-3), ctx.minus(3), ctx.plus(Decimal("1.234567")))
print(ctx.create_decimal("3.14159265"), ctx.create_decimal(), ctx.create_decimal_from_float(0.1), ctx.compare(1, 2), ctx.max(3, Decimal("3.5")), ctx.quantize(Decimal("1.23456"), Decimal("0.01")), ctx.exp(1), ctx.ln(10), ctx.log10(1000))
print(ctx.is_zero(0), ctx.is_nan(Decimal("NaN")), ctx.to_sci_string(Decimal("1E+3")), ctx.fma(2, 3, 4), ctx.copy_sign(1, -2), ctx.radix(), getcontext().divide(1, 8))
try:
    ctx.add(1.5, 1)
except TypeError as e:
    print("err", e)
try:
    Context().divide(1, 0)
except DivisionByZero as e:
    print("err", type(e).__name__)
with localcontext() as lc:
    lc.prec = 3
    print(lc.multiply(Decimal("1.2345"), 1), Decimal(1) / 3)
print(Decimal(1) / 3)
from decimal import Decimal, localcontext, InvalidOperation
for args in [(3, 4, 5), (-3, 3, 7), (-3, 4, 7), (Decimal("2.0"), 10, 1000), (2, 100, 97), (10, 0, 3)]:
    print(pow(Decimal(args[0]), args[1], args[2]))
for bad in [(Decimal("2.5"), 2, 3), (2, -1, 5), (2, 3, 0), (0, 0, 5), (2, 3, Decimal("1e30"))]:
    try:
        print(pow(Decimal(bad[0]), bad[1], bad[2]))
    except InvalidOperation as e:
        print("err", type(e).__name__, e)
print(pow(Decimal("NaN"), 2, 3))
