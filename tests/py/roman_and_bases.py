VALUES = [(1000, "M"), (900, "CM"), (500, "D"), (400, "CD"), (100, "C"), (90, "XC"), (50, "L"), (40, "XL"), (10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I")]
def to_roman(n):
    if not 0 < n < 4000:
        raise ValueError(f"out of range: {n}")
    out = []
    for v, s in VALUES:
        q, n = divmod(n, v)
        out.append(s * q)
    return "".join(out)
def from_roman(s):
    m = {"I": 1, "V": 5, "X": 10, "L": 50, "C": 100, "D": 500, "M": 1000}
    total = 0
    for a, b in zip(s, s[1:] + " "):
        v = m[a]
        total += -v if b != " " and m[b] > v else v
    return total
for n in [1, 4, 9, 14, 40, 90, 400, 1994, 2024, 3999]:
    r = to_roman(n)
    assert from_roman(r) == n
    print(n, r)
for bad in [0, 4000, -1]:
    try:
        to_roman(bad)
    except ValueError as e:
        print("ValueError:", e)
try:
    from_roman("ABC")
except KeyError as e:
    print("KeyError:", e)
def to_base(n, b):
    digits = "0123456789abcdefghijklmnopqrstuvwxyz"
    if n == 0:
        return "0"
    sign = "-" if n < 0 else ""
    n = abs(n)
    out = ""
    while n:
        n, r = divmod(n, b)
        out = digits[r] + out
    return sign + out
for n in [0, 5, 255, -255, 1000, 2**40]:
    print(n, [to_base(n, b) for b in (2, 8, 16, 36)], int(to_base(n, 36), 36) == n, bin(n), oct(n), hex(n))
print(int("zz", 36), int("-101", 2), int("0o777", 0), int("0xDEAD", 16), format(3735928559, "X"))
