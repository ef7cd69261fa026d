# sort and sorted: stable, key, reverse
people = [("bob", 25), ("alice", 30), ("carol", 25), ("dave", 30), ("eve", 22)]
print(sorted(people, key=lambda p: p[1]))
print(sorted(people, key=lambda p: p[1], reverse=True))
print(sorted(people, key=lambda p: (-p[1], p[0])))
print(sorted(people))
words = ["banana", "Apple", "cherry", "apple", "Date", "fig"]
print(sorted(words), sorted(words, key=str.lower), sorted(words, key=len))
print(sorted(words, key=len, reverse=True))
nums = [5, -3, 2, -8, 0, 7, -1]
print(sorted(nums), sorted(nums, key=abs), sorted(nums, reverse=True))
nums.sort(key=lambda x: x % 3)
print(nums)
recs = [{"n": "x", "v": 2}, {"n": "y", "v": 1}, {"n": "z", "v": 2}]
recs.sort(key=lambda r: r["v"])
print([r["n"] for r in recs])
print(sorted([[2, 1], [1, 2], [1, 1, 1], [1]]))
print(sorted([(1, "b"), (1, "a"), (0, "z")]))
print(sorted("hello"), sorted((3, 1, 2)), sorted({3: 0, 1: 0}))
print(sorted([0.5, -1, 2, True, False]))
stable = [(k % 3, i) for i, k in enumerate(range(12))]
print(sorted(stable, key=lambda t: t[0]))
try:
    sorted([1, "a", 2])
except TypeError as e:
    print("TypeError:", e)
lst = [3, 1, 2]
print(sorted(lst), lst)
print(sorted([], reverse=True), sorted([1]))
