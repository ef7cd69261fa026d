# Scaling a recipe: parsing quantities, converting units, formatting fractions
recipe = """2 cups flour
1/2 cup sugar
3 tbsp butter
1 tsp salt
1 1/2 cups milk
2 eggs"""
def parse_qty(text):
    total = 0.0
    for part in text.split():
        if "/" in part:
            n, d = part.split("/")
            total += int(n) / int(d)
        else:
            total += float(part)
    return total
def split_line(line):
    words = line.split()
    qty_words = []
    while words and (words[0][0].isdigit()):
        qty_words.append(words.pop(0))
    return parse_qty(" ".join(qty_words)), " ".join(words)
def as_fraction(x):
    whole = int(x)
    frac = x - whole
    for num, den in [(1, 4), (1, 3), (1, 2), (2, 3), (3, 4)]:
        if abs(frac - num / den) < 0.01:
            return f"{whole} {num}/{den}" if whole else f"{num}/{den}"
    return f"{x:g}"
items = [split_line(l) for l in recipe.splitlines()]
for factor in [0.5, 1.5, 3]:
    print(f"x{factor}:")
    for qty, rest in items:
        print(f"  {as_fraction(qty * factor):>7} {rest}")
total_cups = sum(q for q, r in items if "cup" in r)
print(f"total cups: {total_cups}")
