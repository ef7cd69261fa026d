# A shop receipt formatter; an unknown product code ends the program with a KeyError.
from datetime import datetime

PRICES = {"A100": ("Coffee beans 1kg", 18.99), "B200": ("Milk 2L", 2.49), "C300": ("Croissant", 1.75)}

def receipt(basket, when, discount=0.0):
    lines = [f"{'CORNER SHOP':^36}", f"{when:%d/%m/%Y %H:%M}".center(36), "-" * 36]
    total = 0.0
    for code, qty in basket:
        name, price = PRICES[code]
        line_total = qty * price
        total += line_total
        lines.append(f"{qty:>2} x {name:<18}{line_total:>12.2f}")
    if discount:
        cut = total * discount
        lines.append(f"{'Discount ' + format(discount, '.0%'):<23}{-cut:>13.2f}")
        total -= cut
    lines += ["-" * 36, f"{'TOTAL':<23}{total:>13.2f}"]
    return "\n".join(lines)

print(receipt([("A100", 1), ("B200", 3), ("C300", 4)], datetime(2024, 3, 1, 8, 15), discount=0.1))
print()
print(receipt([("C300", 2), ("Z999", 1)], datetime(2024, 3, 2, 9, 0)))
