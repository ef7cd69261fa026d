# counting, grouping, inverting and merging dictionaries
words = "red blue red green blue red yellow".split()
counts = {}
for w in words:
    if w in counts:
        counts[w] += 1
    else:
        counts[w] = 1
print(counts)
groups = {}
for w in words:
    groups.setdefault(len(w), set()).add(len(w) * 10)
print(groups)
inverted = {}
for k, v in counts.items():
    inverted.setdefault(v, []).append(k)
print(inverted)
defaults = {"host": "localhost", "port": 80, "debug": False}
user = {"port": 8080, "debug": True}
merged = {**defaults, **user}
print(merged, defaults | user == merged)
print(sorted(counts, key=counts.get, reverse=True), sorted(counts.items(), key=lambda kv: kv[1]))
print({k: v for k, v in counts.items() if v > 1})
to_delete = [k for k, v in counts.items() if v == 1]
for k in to_delete:
    del counts[k]
print(counts)
shared = dict.fromkeys(["a", "b"], [])
shared["a"].append(1)
print(shared)
fresh = {k: [] for k in ["a", "b"]}
fresh["a"].append(1)
print(fresh)
matrix = {(r, c): r * c for r in range(3) for c in range(3)}
print(sum(matrix.values()), max(matrix, key=matrix.get), len(matrix))
d = {5: "five", 1: "one", 3: "three"}
print(d, dict(sorted(d.items())), list(d.items())[0])
