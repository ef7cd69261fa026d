# zip and enumerate feeding dicts and lists
keys = ["a", "b", "c"]
vals = [1, 2, 3, 4]
d = dict(zip(keys, vals))
print(d, len(d))
idx = {v: i for i, v in enumerate(keys)}
print(idx)
print(list(enumerate(d.items())), list(zip(d, d.values())))
transposed = list(zip(*[(1, "x"), (2, "y"), (3, "z")]))
print(transposed)
rows = [["name", "age"], ["ann", 30], ["bob", 25]]
header, *body = rows
print([dict(zip(header, r)) for r in body])
print(list(zip(range(5), range(5)[1:], range(5)[2:])))
for n, (k, v) in enumerate(sorted(d.items(), key=lambda kv: -kv[1]), start=1):
    print(n, k, v)
z = zip("ab", [1, 2])
print(dict(z), dict(z))
print(sum(a * b for a, b in zip([1, 2, 3], [4, 5, 6])))
