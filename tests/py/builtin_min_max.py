# min and max with iterables, several args, key and default
print(min(3, 1, 2), max(3, 1, 2), min([4, 5]), max("hello"), min((2.5, 1)), max({3: 0, 9: 0}))
print(min(["bb", "a", "ccc"], key=len), max(["bb", "a", "ccc"], key=len))
print(max([1, -5, 3], key=abs), min("bca"))
print(min([], default="empty"), max((), default=None), max([7], default=0))
print(max([(1, "b"), (1, "a"), (0, "z")]), min([[2], [1, 9]]))
print(max([3, 3.0]), max([3.0, 3]), min([1, True]), max(True, 1))
people = [("ann", 31), ("bob", 25), ("cy", 31)]
print(max(people, key=lambda p: p[1]), min(people, key=lambda p: p[1]))
print(max(range(10), key=lambda x: (x % 4, -x)))
print(max(1, 2, key=lambda x: -x), min("b", "a", "c"))
d = {"x": 3, "y": 9, "z": 1}
print(max(d, key=d.get), min(d.items(), key=lambda kv: kv[1]))
try:
    max([])
except ValueError as e:
    print("ValueError:", e)
try:
    min()
except TypeError as e:
    print("TypeError:", e)
try:
    max(1)
except TypeError as e:
    print("TypeError:", e)
try:
    max([1, "a"])
except TypeError as e:
    print("TypeError:", e)
print(max(x * x for x in range(-3, 2)), min(iter([5, 2, 8])))
