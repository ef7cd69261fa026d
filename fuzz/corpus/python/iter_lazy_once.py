# map/zip/filter/enumerate/reversed/genexpr are exhausted after one pass
its = {
    "map": map(abs, [-1, -2]),
    "zip": zip("ab", "cd"),
    "filter": filter(None, [0, 1, 2]),
    "enumerate": enumerate("xy"),
    "reversed": reversed([1, 2]),
    "genexpr": (c for c in "pq"),
    "iter": iter([7, 8]),
}
for name, it in its.items():
    first = list(it)
    second = list(it)
    print(name, first, second, iter(it) is it)
m = map(str, range(3))
print("1" in m, list(m))
z = zip(range(3), range(3))
for pair in z:
    print("first pass", pair)
for pair in z:
    print("never printed")
print(len(list(z)))
e = enumerate("abc")
print(next(e), sum(1 for _ in e))
