from decimal import Decimal, ROUND_HALF_UP, ROUND_HALF_EVEN, getcontext, InvalidOperation
items = [("Coffee", "3.45", 3), ("Bagel", "2.10", 2), ("Juice", "4.999", 1), ("Tip", "0.005", 1)]
subtotal = Decimal("0")
for name, price, qty in items:
    p = Decimal(price)
    line = (p * qty).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)
    subtotal += line
    print(f"{name:<8} {p:>8} x{qty} = {line:>8}")
tax = (subtotal * Decimal("0.0825")).quantize(Decimal("0.01"))
print("subtotal", subtotal, "tax", tax, "total", subtotal + tax)
print(Decimal("2.675").quantize(Decimal("0.01")), Decimal("2.675").quantize(Decimal("0.01"), rounding=ROUND_HALF_UP))
print(Decimal(0.1), Decimal("0.1") + Decimal("0.2"), Decimal("1") / Decimal("3"), Decimal(10) ** -2)
print(repr(Decimal("1.50")), str(Decimal("1.50")), Decimal("1.50") == Decimal("1.5"), Decimal("1e3"), Decimal("1E+3") + 0)
print(f"{Decimal('1234.5'):,.2f}", f"{Decimal('0.125'):.2f}", f"{Decimal('-0'):+}", format(Decimal("12.3456"), ".2%"))
getcontext().prec = 5
print(Decimal(1) / Decimal(7), Decimal("123456789") + 0, Decimal(2).sqrt())
getcontext().prec = 28
print(sum(Decimal(x) for x in ["0.1"] * 10), Decimal("10").ln() if hasattr(Decimal, "ln") else "", round(Decimal("2.5")), round(Decimal("3.14159"), 3))
try:
    Decimal("abc")
except InvalidOperation as e:
    print("InvalidOperation", type(e).__name__, e.args)
try:
    Decimal(1) / Decimal(0)
except Exception as e:
    print(type(e).__name__, e.args)
print(Decimal("3.7").to_integral_value(), int(Decimal("-3.7")), float(Decimal("0.1")), Decimal("5").compare(Decimal("3")))
print(sorted([Decimal("1.1"), Decimal("0.9"), Decimal("1.10")]), max(Decimal("2"), 3), Decimal("7") % 3, Decimal("-7") // 2)
print(Decimal("1.2345").normalize(), Decimal("100").normalize(), Decimal("0.000").normalize(), Decimal("1.23").as_tuple())
