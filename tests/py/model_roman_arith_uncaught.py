# Roman numeral arithmetic (add, subtract, multiply) via int conversion; a result of zero is invalid.
VALS = [(1000, "M"), (900, "CM"), (500, "D"), (400, "CD"), (100, "C"), (90, "XC"), (50, "L"), (40, "XL"),
        (10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I")]

def to_int(r):
    total, i = 0, 0
    for v, s in VALS:
        while r.startswith(s, i):
            total += v
            i += len(s)
    if i != len(r):
        raise ValueError(f"bad numeral {r!r}")
    return total

def to_roman(n):
    if n <= 0:
        raise ValueError(f"Roman numerals cannot represent {n}")
    out = ""
    for v, s in VALS:
        q, n = divmod(n, v)
        out += s * q
    return out

def calc(expr):
    a, op, b = expr.split()
    x, y = to_int(a), to_int(b)
    result = {"+": x + y, "-": x - y, "*": x * y}[op]
    return to_roman(result)

for e in ["XIV + XXVIII", "MMXXIV - MCMXC", "XII * XII", "IX * IX", "C - I"]:
    print(f"{e:<16} = {calc(e)}")
print(calc("X - X"))
