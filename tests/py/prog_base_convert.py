# Convert numbers between bases 2-36 by hand and with builtins, including negatives and fractions.
DIGITS = "0123456789abcdefghijklmnopqrstuvwxyz"

def to_base(n, base):
    if not 2 <= base <= 36:
        raise ValueError("base must be in 2..36")
    if n == 0:
        return "0"
    sign = "-" if n < 0 else ""
    n = abs(n)
    out = []
    while n:
        n, r = divmod(n, base)
        out.append(DIGITS[r])
    return sign + "".join(reversed(out))

def frac_to_base(x, base, places=8):
    out = []
    for _ in range(places):
        x *= base
        d = int(x)
        out.append(DIGITS[d])
        x -= d
        if x == 0:
            break
    return "0." + "".join(out)

for n in [0, 5, 255, -255, 1000, 2**40, 36**3 - 1]:
    print(f"{n:>14} b2={to_base(n, 2):<42} b16={to_base(n, 16):<11} b36={to_base(n, 36)}")
    assert int(to_base(n, 7), 7) == n
print(bin(10), oct(64), hex(-255), int("-0x1F", 16), int("zz", 36), format(255, "o"))
print(frac_to_base(0.625, 2), frac_to_base(0.1, 2), frac_to_base(0.5, 3), frac_to_base(0.75, 16))
try:
    to_base(5, 40)
except ValueError as e:
    print("ValueError:", e)
