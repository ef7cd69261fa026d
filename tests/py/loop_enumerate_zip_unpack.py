xs, ys, zs = [1, 2, 3], ("a", "b", "c", "d"), [True, False, None]
for i, (x, y) in enumerate(zip(xs, ys)):
    print(i, x, y)
for i, (x, y, z) in enumerate(zip(xs, ys, zs), start=10):
    print(i, x, y, z)
for i, (x, y) in enumerate(zip(xs, ys), 5):
    print(i, x, y)
for i, (x, y) in enumerate(zip("ab", range(3))):
    print(i, x, y)
print([(i, a * b) for i, (a, b) in enumerate(zip(xs, xs[1:]))])
d = {}
for n, (k, v) in enumerate(zip(["p", "q"], [1, 2]), start=-1):
    d[k] = (n, v)
print(d)
def enumerate(x, start=0):
    return [(0, ("fake", "pair"))]
for i, (x, y) in enumerate(zip(xs, ys)):
    print("shadowed", i, x, y)
del enumerate
try:
    for i, (x, y) in enumerate(zip([1], [(2, 3)]), start="s"):
        print(i)
except TypeError as e:
    print(e)
try:
    for i, (x, y) in enumerate(zip(5, [1])):
        pass
except TypeError as e:
    print(e)
lst = [1, 2, 3]
for i, (a, b) in enumerate(zip(lst, lst)):
    if i == 0:
        lst.append(99)
    print(i, a, b)
