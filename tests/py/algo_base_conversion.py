# Base conversion: int to any base and back, negative numbers, fractions in binary, int(x, base)
import string

DIGITS = string.digits + string.ascii_uppercase


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


def from_base(s, base):
    s = s.strip().upper()
    sign = -1 if s.startswith("-") else 1
    total = 0
    for ch in s.lstrip("+-"):
        d = DIGITS.index(ch)
        if d >= base:
            raise ValueError(f"digit {ch!r} invalid for base {base}")
        total = total * base + d
    return sign * total


def frac_to_binary(x, places=20):
    out = []
    while x and len(out) < places:
        x *= 2
        bit = int(x)
        out.append(str(bit))
        x -= bit
    return "0." + ("".join(out) or "0")


for n in (0, 5, 255, -42, 1000000, 2**64, 3**40):
    reps = [to_base(n, b) for b in (2, 8, 16, 36)]
    print(n, reps, all(from_base(r, b) == n for r, b in zip(reps, (2, 8, 16, 36))))
print(to_base(255, 16) == format(255, "X"), to_base(-255, 2) == bin(-255).replace("0b", ""))
print(int("ff", 16), int("0xff", 16), int("0b1010", 0), int("0o777", 0), int("z", 36), int(" -101 ", 2), int("1_000", 10))
for bad in [("12", 2), ("xyz", 10)]:
    try:
        int(*bad)
    except ValueError as e:
        print("ValueError:", e)
try:
    from_base("19", 8)
except ValueError as e:
    print("ValueError:", e)
print(frac_to_binary(0.625), frac_to_binary(0.1), frac_to_binary(0.0))
print(hex(3054), oct(-64), bin(0), f"{3054:o}", f"{3054:#X}", format(10, "08b"))
