# Roman-numeral clock faces and copyright years; a generator of numerals and a parser with errors.
def to_roman(n):
    vals = [1000, 900, 500, 400, 100, 90, 50, 40, 10, 9, 5, 4, 1]
    syms = "M CM D CD C XC L XL X IX V IV I".split()
    out = ""
    for v, s in zip(vals, syms):
        while n >= v:
            out += s
            n -= v
    return out

def from_roman(s):
    vals = dict(I=1, V=5, X=10, L=50, C=100, D=500, M=1000)
    total, prev = 0, 0
    for ch in reversed(s.upper()):
        if ch not in vals:
            raise ValueError(f"bad numeral character {ch!r} in {s!r}")
        v = vals[ch]
        total += v if v >= prev else -v
        prev = max(prev, v)
    if to_roman(total) != s.upper():
        raise ValueError(f"non-canonical numeral {s!r} (canonical: {to_roman(total)})")
    return total

def numerals(start=1):
    n = start
    while True:
        yield n, to_roman(n)
        n += 1

print("clock:", " ".join(r for _, r in zip(range(12), (r for _, r in numerals()))))
for year in (1889, 1999, 2000, 2024):
    print(f"Copyright (c) {to_roman(year)} -- {year}")
gen = numerals(3995)
print([next(gen) for _ in range(5)])
for s in ["XIV", "mmxxiv", "IIII", "IC", "ABC", "CDXLIV"]:
    try:
        print(s, "=", from_roman(s))
    except ValueError as e:
        print("ValueError:", e)
print(sum(from_roman(r) for r in ["X", "XX", "XXX"]), max(["IX", "XI", "V"], key=from_roman))
