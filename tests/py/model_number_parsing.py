# Parsing numbers from user text: int/float edge cases, thousands separators, errors and messages.
def parse_amount(s):
    s = s.strip().replace(",", "").replace("_", "")
    neg = s.startswith("(") and s.endswith(")")
    if neg:
        s = s[1:-1]
    if s.endswith("%"):
        return -float(s[:-1]) / 100 if neg else float(s[:-1]) / 100
    value = float(s) if any(c in s for c in ".eE") or s.lower() in ("inf", "nan") else int(s)
    return -value if neg else value

for s in ["42", " 1,234 ", "(56.7)", "12.5%", "1e3", "-0", "1_000_000", "(3%)", "0x1f", "", "abc", "1.2.3", "inf"]:
    try:
        print(f"{s!r:14} -> {parse_amount(s)!r}")
    except ValueError as e:
        print(f"{s!r:14} -> ValueError: {e}")
print(int("  -17 "), int("1_000"), int("0b101", 0), int("ff", 16), int("z", 36), float(" 3.5\n"), float("-inf"))
for bad in ["1__0", "_1", "1.0", "٣٤", "0o8"]:
    try:
        print(repr(bad), int(bad, 0) if bad.startswith("0o") else int(bad))
    except ValueError as e:
        print("ValueError:", e)
for bad in ["1,5", "nanx", "1e", "--1"]:
    try:
        float(bad)
    except ValueError as e:
        print("ValueError:", e)
print(float("1e500"), float("-1e-500"), float("NaN") != float("nan"), float("٣.٥"), round(2.675, 2), round(-0.5), round(1.5))
print(int(3.99), int(-3.99), int("+5"), float(".5"), float("5."), str(1e16), str(1.0e-5), repr(1/3))
try:
    int("9" * 5000)
except ValueError as e:
    print("ValueError:", str(e)[:60])
