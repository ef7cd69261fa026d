# for i, (a, b) in enumerate(zip(...)): the builtins over lists and tuples, and over other iterables
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
try:
    for i, (x, y) in enumerate(zip([1], [2]), start=2 ** 70):
        print(i, x, y)
except TypeError as e:
    print(e)
lst = [1, 2, 3]
for i, (a, b) in enumerate(zip(lst, lst)):
    if i == 0:
        lst.append(99)
    print(i, a, b)


def pairs_report(names, scores, weights):
    out = []
    for rank, (name, score, w) in enumerate(zip(names, scores, weights), start=1):
        out.append(f"{rank}. {name}: {score * w:.1f}")
    for i, (a, b) in enumerate(zip(scores, scores[1:])):
        out.append(f"d{i}={b - a}")
        if b < a:
            break
    return out


print(pairs_report(["ann", "bob", "cy"], [90, 75, 82], (1.0, 0.5, 2)))
print(list(enumerate(zip("ab", "cd"))))
