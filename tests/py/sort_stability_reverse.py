data = [("ann", 90), ("bob", 85), ("cy", 90), ("di", 70), ("ed", 85), ("fay", 90)]
print(sorted(data, key=lambda x: x[1], reverse=True))
print(sorted(data, key=lambda x: -x[1]))
print(sorted(data, key=lambda x: x[1]))
print(max(data, key=lambda x: x[1]), min(data, key=lambda x: x[1]), max(data), min(data))
import operator
print(sorted(data, key=operator.itemgetter(1, 0)), sorted(data, key=operator.itemgetter(1, 0), reverse=True))
d = dict(data)
print(sorted(d, key=d.get), sorted(d.items(), key=lambda kv: kv[1], reverse=True)[:3])
words = ["Banana", "apple", "cherry", "Apple", "banana", "date"]
print(sorted(words), sorted(words, key=str.lower), sorted(words, key=len), sorted(words, key=lambda w: (len(w), w.lower())))
print(sorted(words, key=str.lower, reverse=True), sorted(set(w.lower() for w in words)))
lst = [3, 1, 2]
r = lst.sort()
print(r, lst, sorted("zyx"), sorted((3, 1)), sorted({3: 1, 1: 2}), sorted([[2, 1], [1, 2], [1]]))
nested = [{"n": "b", "v": [2, 1]}, {"n": "a", "v": [2, 0]}, {"n": "c", "v": [1, 9]}]
print([x["n"] for x in sorted(nested, key=lambda x: x["v"])])
try:
    sorted(nested)
except TypeError as e:
    print("TypeError:", e)
try:
    sorted([(1, None), (1, 2)])
except TypeError as e:
    print("TypeError:", e)
try:
    [3, "a", 1].sort()
except TypeError as e:
    print("TypeError:", e)
print(sorted([0.5, -1, True, False, 2]), sorted([-0.0, 0, 0.0]), sorted(["", " ", "a", "A", "0"]))
print(list(reversed(sorted(data, key=lambda x: x[1]))))
