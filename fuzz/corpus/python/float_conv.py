# float <-> str/int conversion and formatting defaults
print(float("3.14"), float("-0.0"), float("1e3"), float(".5"), float("5."))
print(float("inf"), float("-Infinity"), float("nan"))
print(str(3.0), str(3.25), str(-1e-9), repr(1e-9))
print(int(3.7), int(-3.7), int(1e10), int(1.9999999999999999))
print(float(2 ** 63), float(-(2 ** 63)), float(2 ** 64 + 1))
print(float(True), float(False), float(7))
print(3.0 == 3, hash(3.0) == hash(3), hash(0.5) == hash(0.5))
print(f"{3.0}", f"{0.1 + 0.2}", f"{1e16}", f"{1e-5}")
print(format(0.1, ""), format(1e16, ""), format(2.5))
print(round(2.5), round(3.5), round(2.4999))
print(1e16 + 1, 1e16 + 2, 2 ** 53 + 1.0)
print(float(10 ** 400 // 10 ** 390))
try:
    float(10 ** 400)
except OverflowError as e:
    print("OverflowError:", e)
print(min(0.1, 0.2), max([1.5, 2.5, 0.5]))
print(sorted([2.5, -1.0, 0.0, 1e-3]))
