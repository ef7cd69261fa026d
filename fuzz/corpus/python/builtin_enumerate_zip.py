# enumerate and zip
print(list(enumerate("abc")), list(enumerate("abc", 1)), list(enumerate([], 5)), list(enumerate("ab", start=-1)))
e = enumerate(["x", "y"])
print(type(e).__name__, next(e), next(e), next(e, "done"))
for i, (a, b) in enumerate(zip("ab", "cd"), start=10):
    print(i, a, b)
print(list(zip([1, 2, 3], "ab")), list(zip()), list(zip([1])), list(zip(range(3), range(10, 13), "xyz")))
z = zip([1, 2], [3, 4])
print(type(z).__name__, list(z), list(z))
pairs = [(1, "a"), (2, "b"), (3, "c")]
nums, letters = zip(*pairs)
print(nums, letters)
print(dict(zip("abc", range(3))), list(zip(*[[1, 2, 3], [4, 5, 6]])))
try:
    list(zip([1, 2], [1], strict=True))
except ValueError as ex:
    print("ValueError:", ex)
for a, b in zip(range(100), "hi"):
    print(a, b)
