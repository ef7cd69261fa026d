# zfill, center, ljust, rjust
print("42".zfill(5), "-42".zfill(5), "+42".zfill(5), "abc".zfill(5), "12345".zfill(3), "".zfill(2))
print("[" + "hi".center(6) + "]", "[" + "hi".center(7) + "]", "[" + "hi".center(7, "*") + "]")
print("[" + "odd".center(6) + "]", "[" + "odd".center(8, "-") + "]", "[" + "x".center(4) + "]")
print("[" + "ab".ljust(5) + "]", "[" + "ab".rjust(5) + "]", "[" + "ab".ljust(5, ".") + "]")
print("[" + "toolong".ljust(3) + "]", "[" + "toolong".center(2) + "]")
for name, price in [("apple", 1.5), ("banana", 0.25), ("kiwi", 12.0)]:
    print(name.ljust(10, ".") + str(price).rjust(6))
try:
    "x".center(5, "ab")
except TypeError as e:
    print("TypeError:", e)
print("é".center(5, "·"), "7".zfill(3), "-0".zfill(4))
