# Scale recipe ingredient lines ("1 1/2 cups flour") with fractions and pretty-print the result.
import re
from fractions import Fraction

RECIPE = """2 cups flour
1 1/2 tsp baking powder
3/4 cup sugar
2 large eggs
1/3 cup milk
a pinch of salt
0.5 kg butter"""

def parse_qty(text):
    m = re.match(r"^(\d+\s+\d+/\d+|\d+/\d+|\d+(?:\.\d+)?)\s+(.*)$", text)
    if not m:
        return None, text
    q = sum(Fraction(p) for p in m.group(1).split())
    return q, m.group(2)

def pretty(q):
    whole, rest = divmod(q.numerator, q.denominator)
    frac = Fraction(rest, q.denominator)
    if whole and frac:
        return f"{whole} {frac}"
    return str(whole) if whole else str(frac)

for factor in (Fraction(1, 2), Fraction(3)):
    print(f"--- x{factor} ---")
    for line in RECIPE.splitlines():
        q, rest = parse_qty(line)
        print(f"{pretty(q * factor) if q is not None else '':>7} {rest}")
print(Fraction("0.5") * 3, Fraction(7, 3).limit_denominator(2), float(Fraction(1, 3)))
