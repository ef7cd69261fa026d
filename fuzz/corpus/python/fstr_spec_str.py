# format specs on strings and nested specs
s = "abc"
print(f"[{s}]", f"[{s:5}]", f"[{s:<5}]", f"[{s:>5}]", f"[{s:^5}]", f"[{s:^6}]", f"[{s:*^7}]", f"[{s:.2}]", f"[{s:>5.1}]")
print(f"[{s:2}]", f"[{'':3}]", f"[{'é':>3}]", f"[{'日本':_<5}]")
for w in range(3, 7):
    print(f"[{s:>{w}}]", f"[{s:{'-'}^{w}}]")
fill, align, width, prec = "#", "<", 9, 3
print(f"[{3.14159:{fill}{align}{width}.{prec}f}]")
rows = [("apple", 1.5, 3), ("banana", 0.25, 12), ("cherry", 10.0, 100)]
print(f"{'name':<8}|{'price':>7}|{'qty':>5}")
for name, price, qty in rows:
    print(f"{name:<8}|{price:>7.2f}|{qty:>5d}")
print(f"{'total':<8}|{sum(p * q for _, p, q in rows):>7.2f}|")
try:
    f"{s:d}"
except ValueError as e:
    print("ValueError:", e)
try:
    f"{5:s}"
except ValueError as e:
    print("ValueError:", e)
print(format("x", "^3"), format("abc", ""), format(None, ""), format([1], ""))
