# str() vs repr() inside containers and printing nested data
items = ["it's", 1.0, 2, None, ("t", 1), {"k": [1.5, "v"]}]
print(items)
print(*items)
print(str(items[0]), repr(items[0]))
print((1,), (1, 2), ((),), [[], [[]]])
print({1: {2: {3: {}}}}, {"a": (1, [2, {3}])})
print([1.10, 2.50, 3.0, 1e-5, 1e100], (0.1 + 0.2,))
print(["a\nb"], "a\nb")
print([True, False, None], {True: None})
print({"x": -0.0, "y": float("inf")}, [float("nan")])
print(range(5), [range(1, 2)], (range(0),))
print(list(), tuple(), dict(), set(), frozenset(), "")
