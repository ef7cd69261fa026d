# sets in everyday code
nums = [5, 3, 8, 3, 1, 5, 9, 1]
print(sorted(set(nums)), len(set(nums)))
seen = set()
dups = []
for n in nums:
    if n in seen:
        dups.append(n)
    seen.add(n)
print(dups, seen)
evens = {n for n in range(10) if n % 2 == 0}
odds = set(range(10)) - evens
print(evens, odds, evens | odds == set(range(10)))
print({1, 2, 3} & {2, 3, 4} & {3, 4, 5})
a = {(0, 0), (0, 1), (1, 0)}
print((0, 1) in a, sorted(a))
print({-5, -1, 3, 7}, {0.5, 1.5} == {1.5, 0.5})
common = set([1, 2, 3]).intersection([2, 3, 4], [3, 4, 5])
print(common)
words = ["a", "b", "a", "c"]
print(len(set(words)), sorted(set(words)))
print(max({4, 9, 2}), min({4, 9, 2}), sum({1, 2, 3}))
print(set([1, 2]) == set([2, 1]), set() == set(), set() is set())
empty = set()
print(empty, repr(empty), {}.__class__.__name__, set().__class__.__name__)
