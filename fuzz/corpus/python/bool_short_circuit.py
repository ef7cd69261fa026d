# and/or return operands, and short-circuit
def f(x):
    print("f", x)
    return x
print(f(0) and f(1))
print(f(1) and f(2))
print(f(0) or f(3))
print(f(4) or f(5))
print(None or "default", "" or [] or 0, [] and "x", "a" and "b")
print(not None, not [], not [0])
x = []
print(x or "empty", len(x) == 0 and "zero")
print((1 and 2) or 3, 1 and (2 or 3), 0 or (0 and 1))
name = ""
greeting = name or "stranger"
print("hello", greeting)
print(f(False) or f(None) or f(0) or f("last"))
print(all([]), any([]), all([1, "a"]), any([0, "", None]))
