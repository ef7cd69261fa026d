# Spreadsheet column labels <-> numbers (A, Z, AA, ZZ, AAA) and A1 cell references.
import re

def col_to_num(label):
    n = 0
    for ch in label.upper():
        n = n * 26 + (ord(ch) - 64)
    return n

def num_to_col(n):
    out = ""
    while n > 0:
        n, r = divmod(n - 1, 26)
        out = chr(65 + r) + out
    return out

def parse_ref(ref):
    m = re.fullmatch(r"\$?([A-Za-z]+)\$?(\d+)", ref)
    if not m:
        raise ValueError(f"bad cell reference {ref!r}")
    return col_to_num(m.group(1)), int(m.group(2))

for n in [1, 26, 27, 52, 53, 702, 703, 16384]:
    label = num_to_col(n)
    print(f"{n:>6} -> {label:<4} -> {col_to_num(label)}")
for ref in ["A1", "$B$12", "xfd1048576", "1A", "AA0"]:
    try:
        print(ref, parse_ref(ref))
    except ValueError as e:
        print("ValueError:", e)
print([num_to_col(i) for i in range(24, 30)])
