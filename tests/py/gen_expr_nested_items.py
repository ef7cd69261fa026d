# a generator expression whose inner loops unpack items()/enumerate()/zip() (each level keeps its iterator)
adj = {"a": {"b": 1, "c": 4}, "b": {"c": 2}, "c": {}}
print(sorted((u, v, w) for u, nbrs in adj.items() for v, w in nbrs.items()))
print(list((i, j, ch) for i, row in enumerate(["ab", "c"]) for j, ch in enumerate(row)))
print(sum(x * y for xs, ys in zip([[1, 2], [3]], [[4, 5], [6]]) for x, y in zip(xs, ys)))
g = ((k, i, v) for k, vs in {"p": [7, 8], "q": [9]}.items() for i, v in enumerate(vs) if v != 8)
print(next(g), list(g))
print(max((w, u, v) for u, nbrs in adj.items() for v, w in nbrs.items()))
