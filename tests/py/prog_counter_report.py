# collections.Counter reports: most_common, arithmetic, update/subtract, elements, totals.
from collections import Counter

orders = ["apple", "banana", "apple", "cherry", "banana", "apple", "date", "cherry", "apple"]
c = Counter(orders)
print(c)
print(c.most_common(2), c.most_common()[-1])
print("total:", sum(c.values()), c.total())
print(f"{'fruit':<8}{'n':>3}  bar")
for fruit, n in c.most_common():
    print(f"{fruit:<8}{n:>3}  {'*' * n}")
returns = Counter(apple=1, date=2)
net = c - returns
print("net:", net)
c.subtract(returns)
print("after subtract:", c)
print("add:", Counter(a=2, b=1) + Counter(a=1, c=5))
print("union/intersection:", Counter(a=3, b=1) | Counter(a=1, b=4), Counter(a=3, b=1) & Counter(a=1, b=4))
c.update(["fig", "fig", "apple"])
print(c["fig"], c["missing"], "missing" in c)
print(sorted(Counter("mississippi").elements()))
letters = Counter("The rain in Spain stays mainly in the plain".lower().replace(" ", ""))
print(letters.most_common(4))
words = Counter(word.strip(".,") for word in "a b a c b a. c, d".split())
print(dict(words), list(words.keys()))
print(Counter({"x": 0, "y": -2, "z": 3}) + Counter())
print(+Counter({"x": 0, "y": -2, "z": 3}), -Counter({"y": -2, "z": 3}))
print(Counter("abc") == Counter("cba"), Counter(a=1) < Counter(a=2) if hasattr(Counter, "__lt__") else None)
