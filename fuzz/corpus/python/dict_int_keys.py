# dicts with int keys keep insertion order, not numeric order
d = {}
for k in [10, 3, 7, 1, 100, -5, 0]:
    d[k] = str(k)
print(d, list(d), min(d), max(d))
d[3] = "three"
del d[10]
d[10] = "ten again"
print(d)
sq = {n * n: n for n in range(-3, 4)}
print(sq)
big = {2 ** 64: "a", 2 ** 64 + 1: "b", -(2 ** 64): "c"}
print(big, big[18446744073709551616])
mixed = {1: "int", "1": "str", (1,): "tuple", 1.5: "float", None: "none"}
print(mixed, mixed[1.0], mixed[(1,)])
