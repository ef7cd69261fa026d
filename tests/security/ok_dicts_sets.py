# cpython: same
# benign control: dicts, sets, comprehensions, sorting
d = {"b": 2, "a": 1}
d["c"] = 3
print(d, sorted(d), list(d.items()), d.get("z", 0), d.pop("b"), d)
print({k: v * 2 for k, v in d.items()}, {x % 3 for x in range(10)})
print({3, 1, 2}, {1, 2} | {2, 3}, {1, 2} & {2, 3}, {1, 2} - {2})
words = "the cat and the hat and the bat".split()
freq = {}
for w_ in words:
    freq[w_] = freq.get(w_, 0) + 1
print(sorted(freq.items(), key=lambda kv: (-kv[1], kv[0])))
