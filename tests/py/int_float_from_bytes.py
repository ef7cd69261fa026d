# int() and float() take bytes and bytearray of ASCII digits, as CPython does (they raised
# TypeError), and a bad one shows the bytes in the ValueError
for b in [b"12", b" 7 ", bytearray(b"-3"), b"0x1f"]:
    try:
        print(int(b), int(b, 0) if b"x" in b else "")
    except ValueError as e:
        print(e)
for b in [b"1.5", b"nan", bytearray(b"2e3"), b"x", b"\xff"]:
    try:
        print(float(b))
    except ValueError as e:
        print(e)
try:
    int(b"\xff")
except ValueError as e:
    print(e)
