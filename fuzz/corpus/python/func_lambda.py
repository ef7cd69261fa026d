# lambdas as values, keys and callbacks
sq = lambda x: x * x
add = lambda a, b=10: a + b
print(sq(5), add(1), add(1, 2), (lambda: "no args")(), (lambda *a: a)(1, 2))
print(sorted(["bb", "a", "ccc"], key=lambda s: -len(s)))
print(list(map(lambda x: x + 1, [1, 2, 3])), list(filter(lambda x: x % 2, range(6))))
ops = {"+": lambda a, b: a + b, "-": lambda a, b: a - b, "*": lambda a, b: a * b}
print([ops[o](6, 3) for o in "+-*"])
compose = lambda f, g: lambda x: f(g(x))
inc_then_sq = compose(sq, lambda x: x + 1)
print(inc_then_sq(3))
print((lambda x, y=2, *r, **k: (x, y, r, k))(1, 3, 4, z=5))
print(sq.__name__, type(sq).__name__)
pairs = [(1, "b"), (2, "a")]
print(max(pairs, key=lambda p: p[1]))
curry = lambda a: lambda b: lambda c: a + b + c
print(curry(1)(2)(3))
