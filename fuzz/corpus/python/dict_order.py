# dicts keep insertion order; updates keep position; delete+reinsert moves to end
d = {}
for k in ["zeta", "alpha", "mid", "beta"]:
    d[k] = len(k)
print(d, list(d), list(d.values()))
d["alpha"] = 100
print(d)
del d["zeta"]
d["zeta"] = 0
print(d)
e = {3: "c", 1: "a", 2: "b"}
print(e, list(e.keys()), sorted(e))
e.pop(1); e[1] = "again"
print(e)
f = dict(b=1, a=2)
f.update({"c": 3, "b": 10})
print(f)
print({k: v for k, v in sorted(f.items())})
print(dict(zip("cab", [1, 2, 3])))
g = {}
g.setdefault("x", []).append(1)
g.setdefault("y", []).append(2)
g.setdefault("x", []).append(3)
print(g)
print(list({1: 0, 2: 0} | {0: 0, 1: 1}))
print(list(reversed({"a": 1, "b": 2, "c": 3})))
