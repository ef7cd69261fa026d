# sorted and reversed on all sorts of iterables
print(sorted([3, 1, 2]), sorted("cba"), sorted((2, 1)), sorted({3, 1}), sorted({"b": 1, "a": 2}))
print(sorted(range(5), reverse=True), sorted(x % 3 for x in range(7)))
print(sorted(["B", "a", "C"]), sorted(["B", "a", "C"], key=str.lower), sorted(["B", "a", "C"], key=str.lower, reverse=True))
data = [("x", 2), ("y", 1), ("z", 2), ("w", 1)]
print(sorted(data, key=lambda t: t[1]))
print(sorted(data, key=lambda t: t[1], reverse=True))
r = reversed([1, 2, 3])
print(type(r).__name__, next(r), list(r), list(r))
print(list(reversed("abc")), list(reversed(range(3))), list(reversed((1, 2))), "".join(reversed("xyz")))
print(list(reversed({"a": 1, "b": 2})), list(reversed([])))
try:
    reversed({1, 2})
except TypeError as e:
    print("TypeError:", e)
lst = [1, 2, 3]
rev = reversed(lst)
lst[0] = 100
print(list(rev))
print(sorted([[3, 1], [2], [3, 0]]), sorted([-1, 1, -2, 2], key=abs))
