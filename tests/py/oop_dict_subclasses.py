# dict subclasses: __missing__, defaultdict-like behaviour, UserDict with validation, Counter math
from collections import UserDict, Counter, defaultdict

class DefaultList(dict):
    def __missing__(self, key):
        self[key] = value = []
        return value

groups = DefaultList()
for word in ["apple", "avocado", "banana", "blueberry", "cherry"]:
    groups[word[0]].append(word)
print(groups, len(groups), groups.get("z"), "z" in groups)

class LowerDict(UserDict):
    def __setitem__(self, key, value):
        if not isinstance(key, str):
            raise TypeError(f"keys must be str, not {type(key).__name__}")
        super().__setitem__(key.lower(), value)
    def __getitem__(self, key):
        return super().__getitem__(key.lower())
    def __contains__(self, key):
        return key.lower() in self.data

d = LowerDict({"Name": "Ann"})
d["AGE"] = 30
d.update(City="Oslo")
print(d, d["name"], "CITY" in d, sorted(d.keys()), len(d))
try:
    d[1] = "x"
except TypeError as e:
    print("TypeError:", e)

class Histogram(Counter):
    def bar(self, width=20):
        top = max(self.values())
        for k, v in sorted(self.items(), key=lambda kv: (-kv[1], kv[0])):
            print(f"{k:>3} {'#' * round(v / top * width)} {v}")

h = Histogram("mississippi")
h.bar(10)
a, b = Counter(a=3, b=1), Counter(a=1, b=2, c=5)
print(a + b, a - b, a & b, a | b)
print(h.most_common(2), sum(h.values()), sorted(h.elements())[:5])
dd = defaultdict(lambda: "n/a", {"x": 1})
print(dd["x"], dd["y"], sorted(dd.items()))
nested = defaultdict(lambda: defaultdict(int))
for city, kind in [("oslo", "rain"), ("oslo", "sun"), ("rome", "sun"), ("oslo", "rain")]:
    nested[city][kind] += 1
print({k: dict(v) for k, v in nested.items()})
