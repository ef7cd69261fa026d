def f():
    a = [1, 2, 3]
    b = [a * 10 for a in a]
    n = 3
    c = [n for n in range(n)]
    d = {k: k for k in "ab" for k in k}
    x = 4
    e = {x for x in range(1, x)}
    items = {"p": 1}
    g = [items for items in items.items()]
    return a, b, c, d, e, g
print(f())
a = [5, 6]
print([a for a in a], a)
