# dict views are live, iterable, and support set operations
d = {"a": 1, "b": 2, "c": 3}
ks, vs, its = d.keys(), d.values(), d.items()
print(ks, vs, its)
d["d"] = 4
print(len(ks), list(vs), list(its)[-1])
del d["a"]
print(ks, "a" in ks, "b" in ks, 2 in vs, ("b", 2) in its)
print(sorted(ks), sorted(vs, reverse=True))
e = {"b": 0, "c": 0, "z": 0}
print(sorted(ks & e.keys()), sorted(ks - e.keys()), sorted(ks | e.keys()), sorted(ks ^ e.keys()))
print(d.keys() == {"b", "c", "d"}, list(d.items())[0])
for k, v in d.items():
    print(k, v)
try:
    for k in d:
        d[k + k] = 0
except RuntimeError as e:
    print("RuntimeError:", e)
n = {1: "x", 2: "y"}
print(list(n), list(reversed(n.keys())), list(reversed(n.items())))
print(len({}.keys()), list({}.values()))
print(max(n), min(n.values()), sum(n))
