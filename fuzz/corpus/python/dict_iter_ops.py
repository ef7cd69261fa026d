# iterating and comparing dicts
d = {"one": 1, "two": 2, "three": 3}
for k in d:
    print(k, d[k])
for i, (k, v) in enumerate(d.items()):
    print(i, k, v)
print({"a": 1, "b": 2} == {"b": 2, "a": 1}, {"a": 1} != {"a": 1.0})
print(list(d) == ["one", "two", "three"], len(d))
inv = {v: k for k, v in d.items()}
print(inv)
print(sorted(d.items(), key=lambda kv: kv[1], reverse=True))
print(max(d.items(), key=lambda kv: kv[1])[0])
d2 = dict(d)
d2["four"] = 4
print(d, d2)
print(any(v > 2 for v in d.values()), all(isinstance(k, str) for k in d))
try:
    {"a": 1} < {"b": 2}
except TypeError as e:
    print("TypeError:", e)
print(sum(d.values()), list(map(len, d)))
