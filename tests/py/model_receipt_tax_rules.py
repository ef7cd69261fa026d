# A receipt with per-category tax rules, discounts, rounding to cents and an aligned summary.
from decimal import Decimal, ROUND_HALF_UP
from collections import defaultdict

TAX = {"food": Decimal("0.05"), "alcohol": Decimal("0.20"), "books": Decimal("0"), "other": Decimal("0.13")}
CART = [("Bread", "food", 2, "2.49"), ("Wine", "alcohol", 1, "15.99"), ("Novel", "books", 1, "12.00"),
        ("Batteries", "other", 3, "4.25"), ("Cheese", "food", 1, "7.80")]
COUPON = {"category": "food", "percent": Decimal("10")}
cent = Decimal("0.01")

def money(d):
    return d.quantize(cent, rounding=ROUND_HALF_UP)

lines, tax_by_cat = [], defaultdict(Decimal)
subtotal = Decimal(0)
for name, cat, qty, price in CART:
    amount = Decimal(price) * qty
    if cat == COUPON["category"]:
        amount -= amount * COUPON["percent"] / 100
    amount = money(amount)
    tax = money(amount * TAX[cat])
    tax_by_cat[cat] += tax
    subtotal += amount
    lines.append(f"{qty} x {name:<10}{price:>7} {cat:<8}{amount:>9}{tax:>7}")
print(f"{'Item':<14}{'Unit':>7} {'Cat':<8}{'Amount':>9}{'Tax':>7}")
print("\n".join(lines))
print("-" * 45)
total_tax = sum(tax_by_cat.values())
for cat, t in sorted(tax_by_cat.items()):
    print(f"{'tax ' + cat + ' (' + format(TAX[cat], '.0%') + ')':<36}{t:>9}")
print(f"{'SUBTOTAL':<36}{subtotal:>9}\n{'TAX':<36}{total_tax:>9}\n{'TOTAL':<36}{subtotal + total_tax:>9}")
