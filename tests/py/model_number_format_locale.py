# Format numbers for different "locales" by hand: separators, decimal marks, currency placement.
LOCALES = {
    "en_US": {"group": ",", "decimal": ".", "currency": "${}"},
    "de_DE": {"group": ".", "decimal": ",", "currency": "{} €"},
    "fr_FR": {"group": "\u202f", "decimal": ",", "currency": "{} €"},
    "en_IN": {"group": ",", "decimal": ".", "currency": "₹{}", "indian": True},
}

def group_indian(digits):
    if len(digits) <= 3:
        return digits
    head, tail = digits[:-3], digits[-3:]
    parts = []
    while len(head) > 2:
        parts.insert(0, head[-2:])
        head = head[:-2]
    if head:
        parts.insert(0, head)
    return ",".join(parts) + "," + tail

def fmt(x, loc, decimals=2, money=False):
    spec = LOCALES[loc]
    sign = "-" if x < 0 else ""
    whole, frac = f"{abs(x):.{decimals}f}".split(".") if decimals else (f"{abs(x):.0f}", "")
    if spec.get("indian"):
        whole = group_indian(whole)
    else:
        whole = f"{int(whole):,}".replace(",", spec["group"])
    text = whole + (spec["decimal"] + frac if frac else "")
    return sign + (spec["currency"].format(text) if money else text)

for value in [0, 7.5, 1234.567, -98765.4321, 12345678.9]:
    print(" | ".join(f"{fmt(value, loc, money=True):>16}" for loc in LOCALES))
print([fmt(1e6, loc, 0) for loc in LOCALES])
