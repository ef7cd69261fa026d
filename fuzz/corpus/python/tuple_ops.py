# tuples as records: comparison, sorting, keys, returning and unpacking
points = [(3, 4), (1, 2), (3, 1), (0, 5)]
print(sorted(points), max(points), min(points, key=lambda p: p[0] ** 2 + p[1] ** 2))
print([x for x, _ in points], [y for _, y in points])
dist = {p: (p[0] ** 2 + p[1] ** 2) ** 0.5 for p in points}
print(dist)
def stats(xs):
    return min(xs), max(xs), sum(xs) / len(xs)
lo, hi, mean = stats([4, 8, 15, 16, 23, 42])
print(lo, hi, mean)
print(stats([1]))
t = (1, "a", [2])
print(len(t), t[2][0], t.count("a"), t.index([2]))
print((1, 2) + (3,), (1,) * 3, tuple(reversed((1, 2, 3))), (1, 2, 3)[::-1])
print(tuple(sorted((3, 1, 2))), (1, (2, (3, (4,)))))
nested = ((1, 2), (3, 4))
print(sum(a * b for a, b in nested), dict(nested))
print(() < (0,), (1, 2, 3) < (1, 2, 4), (2,) > (1, 100), (1, 2) == (1, 2.0))
empty = ()
print(len(empty), bool(empty), empty == tuple(), repr(empty))
print(hash((1, "a")) == hash((1, "a")), {(1, "a"): 1} == {(1, "a"): 1})
