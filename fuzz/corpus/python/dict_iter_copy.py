# modifying a dict while iterating over a copy of its keys
d = {i: i * i for i in range(6)}
for k in list(d):
    if k % 2:
        del d[k]
print(d)
for k, v in list(d.items()):
    d[k * 10] = v
print(d)
e = {"a": 1, "b": 2}
for k in e:
    e[k] = e[k] * 100
print(e)
f = {"x": 1}
try:
    for k in f:
        del f[k]
except RuntimeError as err:
    print("RuntimeError:", err)
print(f)
g = {1: "a"}
it = iter(g)
g[2] = "b"
try:
    next(it)
except RuntimeError as err:
    print("RuntimeError:", err)
