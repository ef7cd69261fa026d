# is, is not, in, not in
a = [1, 2]
b = a
c = [1, 2]
print(a is b, a is c, a == c, a is not c, b is a)
print(None is None, True is True, (1 == 1) is True)
print(2 in a, 3 not in a, "x" in "xyz", "xz" in "xyz", "" in "", [] in [[]])
print(1 in {1: "a"}, "a" in {1: "a"}, 1 in {1, 2}, (1, 2) in [(1, 2)], 1 in (1, 2))
print(3 in range(5), 5 in range(5), "k" not in {"k": 1})
x = None
if x is None:
    print("x is None")
print(not a is None, (not a) is None)
s = "hello"
print("ell" in s, "Hell" in s, "h" in s and "o" in s)
print(any(c in "aeiou" for c in s), [c for c in s if c not in "l"])
print(type(1) is int, type(True) is bool, type(True) is int, type([]) is list)
