# conditional expressions, precedence and lazy evaluation
def loud(v):
    print("evaluated", v)
    return v
x = 7
print("odd" if x % 2 else "even", "pos" if x > 0 else "neg" if x < 0 else "zero")
for n in [-2, 0, 2]:
    print(n, "pos" if n > 0 else "neg" if n < 0 else "zero")
print(loud("a") if True else loud("b"))
print(loud("a") if False else loud("b"))
y = [1, 2] if x > 5 else []
print(y, (lambda: "L")() if y else None)
print(1 + (10 if x else 20), 1 + 10 if x else 20)
vals = [v if v >= 0 else 0 for v in [-1, 3, -2, 5]]
print(vals)
print([("even" if i % 2 == 0 else "odd") for i in range(4)])
print(max(1, 2) if x else min(1, 2), x if x else "x falsy")
