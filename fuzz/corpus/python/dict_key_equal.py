# 1, 1.0 and True are one key; tuples are keys by value
d = {}
d[1] = "int"
d[1.0] = "float"
d[True] = "bool"
print(d, len(d))
e = {True: "a", 1: "b", 1.0: "c"}
print(e)
f = {0: "zero", False: "false", 0.0: "fz"}
print(f)
g = {(1, 2): "t", (1, 2.0): "u", (True, 2): "v"}
print(g)
print(d[1], d[1.0], d[True], 1 in d, 1.0 in d, True in d, 2 in d)
h = {2 ** 64: "big", 2.0 ** 64: "bigf"}
print(h)
s = {1, 1.0, True, 2, 2.0}
print(s, len(s))
grid = {}
for r in range(2):
    for c in range(3):
        grid[(r, c)] = r * 3 + c
print(grid[(1, 2)], grid.get((5, 5), "none"), (0, 1) in grid)
print({(0, 0): 1, (0, 0): 2})
k = (("a", 1), ("b", (2, 3)))
m = {k: "nested"}
print(m[(("a", 1), ("b", (2, 3)))])
try:
    {[1, 2]: "list"}
except TypeError as e:
    print("TypeError:", e)
try:
    {}[{}]
except TypeError as e:
    print("TypeError:", e)
print({-0.0: "negzero", 0: "zero"})
