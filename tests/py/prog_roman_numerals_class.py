# Roman numeral conversion both ways with validation, shown on a few examples.
import re

class Roman:
    TABLE = [(1000, "M"), (900, "CM"), (500, "D"), (400, "CD"), (100, "C"), (90, "XC"),
             (50, "L"), (40, "XL"), (10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I")]
    VALID = re.compile(r"^M{0,3}(CM|CD|D?C{0,3})(XC|XL|L?X{0,3})(IX|IV|V?I{0,3})$")

    @classmethod
    def to_roman(cls, n):
        if not isinstance(n, int):
            raise TypeError(f"expected int, got {type(n).__name__}")
        if not 0 < n < 4000:
            raise ValueError(f"{n} is out of range (1..3999)")
        out = []
        for value, sym in cls.TABLE:
            count, n = divmod(n, value)
            out.append(sym * count)
        return "".join(out)

    @classmethod
    def from_roman(cls, s):
        s = s.upper()
        if not s or not cls.VALID.match(s):
            raise ValueError(f"invalid roman numeral: {s!r}")
        values = {"I": 1, "V": 5, "X": 10, "L": 50, "C": 100, "D": 500, "M": 1000}
        total = 0
        for a, b in zip(s, s[1:] + " "):
            v = values[a]
            total += -v if b != " " and values[b] > v else v
        return total

for n in [1, 4, 9, 14, 40, 90, 400, 1994, 2024, 3999]:
    r = Roman.to_roman(n)
    assert Roman.from_roman(r) == n
    print(f"{n:>5} -> {r:<12} -> {Roman.from_roman(r)}")
for bad in [0, 4000, 3.5, "X"]:
    try:
        Roman.to_roman(bad)
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
for s in ["mcmxcix", "IIII", "", "VX", "XLII"]:
    try:
        print(s, "=", Roman.from_roman(s))
    except ValueError as e:
        print(type(e).__name__, e)
