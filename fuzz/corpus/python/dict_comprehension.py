# dict comprehensions and construction patterns
squares = {x: x * x for x in range(6)}
print(squares)
print({k: v for k, v in squares.items() if v % 2 == 0})
print({v: k for k, v in {"a": 1, "b": 2}.items()})
words = ["apple", "bob", "cat", "avocado", "banana"]
print({w: len(w) for w in words})
by_first = {}
for w in words:
    by_first.setdefault(w[0], []).append(w)
print(by_first)
print({c: words.count(c) for c in ["bob", "cat", "dog"]})
print({i: [j for j in range(i)] for i in range(4)})
print({(i, j): i * j for i in range(2) for j in range(2)})
print(dict((k, k * 2) for k in "abc"))
counts = {}
for ch in "abracadabra":
    counts[ch] = counts.get(ch, 0) + 1
print(counts, max(counts, key=counts.get))
print({k: v for k, v in zip(range(3), "xyz")})
x = 10
print({x: x for x in range(3)}, x)
