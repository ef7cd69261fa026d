# argument unpacking at call sites
def f(a, b, c=0, *rest, **kw):
    return a, b, c, rest, kw
print(f(*[1, 2]))
print(f(*(1, 2, 3, 4, 5)))
print(f(*"xy"))
print(f(1, *[2, 3], 4))
print(f(**{"a": 1, "b": 2}))
print(f(1, **{"b": 2, "z": 26}))
print(f(*range(3), **dict(k=1)))
print(f(*[1], *[2], c=3))
args = [3, 1, 2]
print(max(*args), min(*args), sorted(args), print(*args), print(*args, sep="-"))
print(*"abc")
print(*[1, 2], *[3], sep=", ")
try:
    f(*[1])
except TypeError as e:
    print("TypeError:", e)
try:
    f(1, 2, **{"a": 3})
except TypeError as e:
    print("TypeError:", e)
def g(x, y):
    return x * y
pairs = [(1, 2), (3, 4)]
print([g(*p) for p in pairs], list(map(g, [1, 3], [2, 4])))
