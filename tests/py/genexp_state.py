# generator expressions: the first iterable is taken at once, exhaustion, close, throw, errors
print(sum(x * x for x in range(10)))
print(list((x, y) for x in range(3) if x != 1 for y in "ab" if y != "b"))
g = (i for i in [1, 2, 3])
print(next(g), list(g), list(g))
try:
    g = (x for x in 5)
    print("created")
except TypeError as e:
    print("TypeError", e)
g = (1 / x for x in [1, 0, 2])
print(next(g))
try:
    next(g)
except ZeroDivisionError as e:
    print("ZDE", e)
print(list(g))
g = (x for x in range(5))
print(next(g)); g.close(); print(list(g))
print(type(g).__name__, iter(g) is g)
h = (x for x in range(3))
try:
    h.throw(ValueError("v"))
except ValueError as e:
    print("VE", e, list(h))
print(max(len(w) for w in "a bb ccc".split()), any(c.isdigit() for c in "ab1"), all(x > 0 for x in []))
print(sorted((v, k) for k, v in {"a": 2, "b": 1}.items()))
print("".join(str(i) for i in range(5)))
n = 3
print([list(j for j in range(i)) for i in range(n)])
print(sum(a * b for a, b in zip([1, 2, 3], [4, 5, 6])))
