from fractions import Fraction
recipe = {"flour": "2 1/4", "sugar": "3/4", "butter": "1/2", "eggs": "2", "milk": "1 1/3"}
def parse(q):
    parts = q.split()
    return sum((Fraction(p) for p in parts), Fraction(0))
def pretty(f):
    whole, rem = divmod(f.numerator, f.denominator)
    if rem == 0:
        return str(whole)
    if whole == 0:
        return f"{rem}/{f.denominator}"
    return f"{whole} {rem}/{f.denominator}"
for scale in (Fraction(1, 2), Fraction(3, 2), 3):
    print(f"x{scale}:", ", ".join(f"{k} {pretty(parse(v) * scale)}" for k, v in recipe.items()))
f = Fraction(3, 4)
print(f, repr(f), f + 1, f * 2, f / 3, f ** 2, f ** -1, -f, abs(-f), f == 0.75, f < 1, float(f), int(Fraction(7, 2)))
print(Fraction(0.1), Fraction("0.1"), Fraction(0.1).limit_denominator(100), Fraction(3.14159).limit_denominator(1000), Fraction("-2/6"))
print(sum([Fraction(1, n) for n in range(1, 7)]), Fraction(1, 3) + 0.5, round(Fraction(7, 3)), round(Fraction(5, 2)), round(Fraction(7, 3), 2))
print(Fraction(6, 4).numerator, Fraction(6, 4).denominator, Fraction(5).as_integer_ratio() if hasattr(Fraction, "as_integer_ratio") else "", hash(Fraction(1, 2)) == hash(0.5))
print(f"{Fraction(1, 3):.4f}" if hasattr(Fraction, "__format__") and False else "", str(Fraction(10, -4)), Fraction(1, 3) // Fraction(1, 7), Fraction(7, 3) % 1)
try:
    Fraction(1, 0)
except ZeroDivisionError as e:
    print("ZeroDivisionError:", e)
try:
    Fraction("1/x")
except ValueError as e:
    print("ValueError:", e)
print(sorted([Fraction(1, 2), 0.3, 1, Fraction(1, 3)]), max(Fraction(2, 3), 0.6))
