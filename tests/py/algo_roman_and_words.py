# Integer to Roman numerals and back, and numbers to English words (with validation errors)
VALUES = [(1000, "M"), (900, "CM"), (500, "D"), (400, "CD"), (100, "C"), (90, "XC"),
          (50, "L"), (40, "XL"), (10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I")]


def to_roman(n: int) -> str:
    if not 0 < n < 4000:
        raise ValueError(f"{n} out of range 1..3999")
    out = []
    for v, s in VALUES:
        q, n = divmod(n, v)
        out.append(s * q)
    return "".join(out)


def from_roman(s: str) -> int:
    vals = {"I": 1, "V": 5, "X": 10, "L": 50, "C": 100, "D": 500, "M": 1000}
    total = 0
    for a, b in zip(s, s[1:] + " "):
        v = vals[a]
        total += -v if b != " " and vals[b] > v else v
    if to_roman(total) != s:
        raise ValueError(f"non-canonical numeral {s!r}")
    return total


ONES = "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen".split()
TENS = "_ _ twenty thirty forty fifty sixty seventy eighty ninety".split()
SCALES = [(10**9, "billion"), (10**6, "million"), (1000, "thousand"), (100, "hundred")]


def words(n: int) -> str:
    if n < 0:
        return "minus " + words(-n)
    if n < 20:
        return ONES[n]
    if n < 100:
        t, o = divmod(n, 10)
        return TENS[t] + ("-" + ONES[o] if o else "")
    for v, name in SCALES:
        if n >= v:
            q, r = divmod(n, v)
            return words(q) + " " + name + ((" and " if v == 100 else ", ") + words(r) if r else "")
    raise AssertionError


for n in (1, 4, 9, 14, 40, 90, 400, 1994, 2024, 3999, 3888):
    r = to_roman(n)
    print(n, r, from_roman(r))
for bad in (0, 4000, -5):
    try:
        to_roman(bad)
    except ValueError as e:
        print("ValueError:", e)
for s in ("IIII", "VX", "MCMXCIV"):
    try:
        print(s, from_roman(s))
    except ValueError as e:
        print("ValueError:", e)
for n in (0, 7, 13, 21, 99, 100, 101, 342, 1000, 1001, 12345, 1000000, 987654321, -45):
    print(n, words(n))
