# decimal.Decimal for money: quantize, rounding modes, interest schedule, context precision
from decimal import Decimal, ROUND_HALF_UP, ROUND_HALF_EVEN, ROUND_DOWN, ROUND_CEILING, getcontext, localcontext

CENT = Decimal("0.01")


def amortize(principal, annual_rate, months):
    r = annual_rate / 12
    payment = (principal * r / (1 - (1 + r) ** -months)).quantize(CENT, ROUND_HALF_UP)
    balance = principal
    rows = []
    for m in range(1, months + 1):
        interest = (balance * r).quantize(CENT, ROUND_HALF_UP)
        principal_part = payment - interest
        if m == months:
            principal_part = balance
            payment = principal_part + interest
        balance -= principal_part
        rows.append((m, payment, interest, principal_part, balance))
    return rows


print(0.1 + 0.2, Decimal("0.1") + Decimal("0.2"))
print(Decimal(0.1))
for mode in (ROUND_HALF_UP, ROUND_HALF_EVEN, ROUND_DOWN, ROUND_CEILING):
    print(mode, [str(Decimal(x).quantize(Decimal("1"), rounding=mode)) for x in ("2.5", "3.5", "-2.5", "2.49")])
for row in amortize(Decimal("1000.00"), Decimal("0.06"), 6):
    print("%2d %8s %7s %8s %8s" % row)
prices = [Decimal("19.99"), Decimal("5.49"), Decimal("3.333")]
total = sum(prices)
print(total, total.quantize(CENT), sum(prices, Decimal("0")) * 3)
print(Decimal("10") / Decimal("3"))
with localcontext() as ctx:
    ctx.prec = 50
    print(Decimal(2).sqrt())
    print(Decimal(1) / Decimal(7))
print(getcontext().prec, Decimal("1.30") + Decimal("1.20"), Decimal("1.30") * Decimal("1.20"))
print(Decimal("123.4500").normalize(), Decimal("-0"), Decimal("1e3") + 1, Decimal("5").compare(Decimal("7")))
print(Decimal("7.325").quantize(CENT), round(Decimal("7.325"), 2), float(Decimal("1.1")), int(Decimal("-9.99")))
print(Decimal("3.14159").as_tuple(), Decimal("NaN").is_nan(), Decimal("Infinity") > 10**100)
print(sorted([Decimal("1.5"), Decimal("-2"), Decimal("0.25")]), max(Decimal("2.0"), Decimal("2")))
