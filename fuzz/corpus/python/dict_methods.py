# get, setdefault, pop, popitem, update, items, keys, values, copy, clear, fromkeys
d = {"a": 1, "b": 2}
print(d.get("a"), d.get("z"), d.get("z", 0), d.get("a", 99))
print(d.setdefault("a", 50), d.setdefault("c", 3), d.setdefault("d"), d)
print(d.pop("d"), d.pop("zz", "dflt"), d)
try:
    d.pop("zz")
except KeyError as e:
    print("KeyError:", e)
print(d.popitem(), d)
d.update({"x": 9}, y=8)
d.update([("z", 7)])
d.update(a=0)
print(d)
print(list(d.items()), list(d.keys()), list(d.values()))
c = d.copy()
c["new"] = 1
print(len(d), len(c))
c.clear()
print(c, d)
print(dict.fromkeys(["a", "b"]), dict.fromkeys("xy", 0), dict.fromkeys(range(3), []))
try:
    {}.popitem()
except KeyError as e:
    print("KeyError:", e)
print(dict([("a", 1), ("b", 2)]), dict(a=1), dict({"k": "v"}, k2="v2"), dict())
print(len(d), "x" in d, "q" not in d, 9 in d.values(), ("x", 9) in d.items())
