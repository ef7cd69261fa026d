# list()/tuple()/sorted() of dicts and their views, after deletions and reorders
from collections import OrderedDict, Counter, defaultdict
d = {"b": 1, "a": 2, "c": 3}
del d["a"]
d["z"] = 9
d["a"] = 0
print(list(d), list(d.keys()), list(d.values()), list(d.items()), tuple(d.items()), sorted(d))
od = OrderedDict(x=1, y=2, z=3)
od.move_to_end("x")
od.move_to_end("z", last=False)
print(list(od), list(od.keys()), list(od.values()), list(od.items()))
od.popitem()
print(list(od.items()), list(reversed(od)))
c = Counter("abracadabra")
print(list(c), list(c.items()), list(c.values()))
dd = defaultdict(list)
dd["q"].append(1)
dd["p"]
print(list(dd.items()), list(dd.keys()))
class MyD(dict):
    def __iter__(self):
        return iter(["fake"])
m = MyD(a=1, b=2)
print(list(m), list(m.keys()), list(m.values()), list(m.items()))
big = {i: i * i for i in range(1000)}
for i in range(0, 1000, 3):
    del big[i]
print(len(list(big)), list(big)[:5], list(big.values())[-3:], sum(big.values()))
print(list({}.items()), sorted(set(d.keys())), [k for k in d.keys()])
