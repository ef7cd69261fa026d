# int parsing and formatting round trips in several bases
def to_base(n, b):
    digits = "0123456789abcdefghijklmnopqrstuvwxyz"
    if n == 0:
        return "0"
    sign = "-" if n < 0 else ""
    n = abs(n)
    out = []
    while n:
        n, r = divmod(n, b)
        out.append(digits[r])
    return sign + "".join(reversed(out))
for n in [0, 5, -5, 255, 1000, 2 ** 64, -(3 ** 40)]:
    row = [to_base(n, b) for b in (2, 8, 16, 36)]
    print(n, row, all(int(s, b) == n for s, b in zip(row, (2, 8, 16, 36))))
print(int("0b1010", 2), int("0o17", 8), int("0X1f", 16), int("-0b11", 0), int("00", 0))
print(format(2 ** 64, "x"), format(2 ** 64, "o"), format(-(2 ** 64), "b")[:6])
