# cpython: same
# malformed numbers: each a clean SyntaxError or ValueError
for src in ["0x", "1e", "09", "1__0", "0b2", "1.2.3", "0x1p3", "1e+", "0o8", "1_", "5j5"]:
    try:
        int(src, 0)
        print(src, "int ok")
    except ValueError as e:
        print(src, "ValueError:", e)
for s in ["0x1p3", "nan(1)", "1e99999", "", " ", "1,5", "١٢٣", "٣.٥"]:
    try:
        print(repr(s), float(s))
    except ValueError as e:
        print(repr(s), "ValueError:", e)
