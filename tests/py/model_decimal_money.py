# Money arithmetic with Decimal: quantize with ROUND_HALF_UP, splitting bills, formatting totals.
from decimal import Decimal, ROUND_HALF_UP, ROUND_DOWN, ROUND_HALF_EVEN, getcontext, InvalidOperation

CENT = Decimal("0.01")

def money(x):
    return Decimal(str(x)).quantize(CENT, rounding=ROUND_HALF_UP)

def split_bill(total, n):
    total = money(total)
    base = (total / n).quantize(CENT, rounding=ROUND_DOWN)
    shares = [base] * n
    remainder = int((total - base * n) / CENT)
    for i in range(remainder):
        shares[i] += CENT
    return shares

items = [("Pasta", "12.50"), ("Wine", "28.00"), ("Tiramisu", "7.25"), ("Water", "3.10")]
subtotal = sum(Decimal(p) for _, p in items)
tip = money(subtotal * Decimal("0.18"))
tax = money(subtotal * Decimal("0.0725"))
for name, p in items:
    print(f"{name:<10}{Decimal(p):>10}")
print(f"{'Subtotal':<10}{subtotal:>10}\n{'Tax':<10}{tax:>10}\n{'Tip 18%':<10}{tip:>10}")
total = subtotal + tax + tip
print(f"{'TOTAL':<10}{total:>10,}")
shares = split_bill(total, 3)
print("split 3:", [str(s) for s in shares], sum(shares) == total)
print([str(Decimal(x).quantize(CENT, rounding=r)) for x in ("2.675", "2.665", "-2.675") for r in (ROUND_HALF_UP, ROUND_HALF_EVEN)])
print(Decimal("0.1") + Decimal("0.2"), 0.1 + 0.2, Decimal(0.1) == Decimal("0.1"))
print(Decimal("10") / Decimal("3"), Decimal("1.30") * 2, Decimal("7.000").normalize(), Decimal("1E+2").to_integral())
getcontext().prec = 6
print(Decimal(1) / Decimal(7), Decimal("123456789") + 0)
try:
    Decimal("12,50")
except InvalidOperation as e:
    print("InvalidOperation", type(e).__name__)
print(Decimal("-0.00").is_signed(), Decimal("3.14").as_tuple(), Decimal("19.99").compare(Decimal("20")))
