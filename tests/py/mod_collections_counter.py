# Counter: counting, most_common, arithmetic, missing keys, subclassing
from collections import Counter
c = Counter("mississippi")
print(c)
print(c["s"], c["z"], len(c), c.most_common(2), c.most_common())
print(sorted(c.elements()), c.total())
c.update(["m", "m"]); c.update({"i": -4}); c.subtract("ss")
print(c, "z" in c)
del c["zz"]
d = Counter(a=3, b=1, c=0)
e = Counter({"a": 1, "b": 2, "d": 5})
print(d + e, d - e, d | e, d & e)
print(+Counter(a=2, b=-1, c=0), -Counter(a=2, b=-1))
print(Counter() == Counter(a=0), Counter(a=1) == {"a": 1}, Counter("ab") == Counter("ba"))
d += e
print(d, repr(Counter()))
words = "the quick the lazy the end quick".split()
wc = Counter(words)
print(wc.most_common(1)[0], dict(wc), list(wc.keys()), sum(wc.values()))
print(isinstance(wc, dict), type(wc).__name__, wc.get("nope", -1))
class MyCounter(Counter):
    def top(self):
        return self.most_common(1)[0][0]
mc = MyCounter("aab")
mc["c"] += 5
print(mc, mc.top(), mc["q"], isinstance(mc, Counter))
grid = Counter()
for x, y in [(1, 2), (1, 2), (3, 4)]:
    grid[(x, y)] += 1
print(grid, grid[(1, 2)])
print(Counter([1, 2, 2, 3, 3, 3]).most_common(2), Counter({"x": 2.5, "y": 1}))
print(sorted(Counter("hello world").items()))
