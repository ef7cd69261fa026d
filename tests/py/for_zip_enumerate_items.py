a = [1, 2, 3]; b = "xyz"; c = (4, 5)
for x, y in zip(a, c): print(x, y)
for x, y in zip(a, b): print(x, y)
for x, y, z in zip(a, a, c): print(x, y, z)
for i, v in enumerate(b): print(i, v)
for i, v in enumerate(a, 10): print(i, v)
for i, v in enumerate(a, -2): print(i, v)
for i, (p, q) in enumerate(zip(a, b)): print(i, p, q)
d = {"k": 1, "j": 2}
for k, v in d.items(): print(k, v)
print([k + str(v) for k, v in d.items()])
print([x * y for x, y in zip(a, c)], sum(x * y for x, y in zip(a, a)))
print({i: v for i, v in enumerate("ab")})
def shadow():
    def enumerate(x): return [(0, 0)]
    for i, v in enumerate(a): print("shadow", i, v)
    zip = lambda *a: [(7, 8)]
    print([(p, q) for p, q in zip(a, a)])
shadow()
try:
    for p, q in zip([1], [(1, 2)], [3]): pass
except ValueError as e: print(e)
try:
    for k, v in d.items():
        d["new" + k] = 1
except RuntimeError as e: print(e)
from collections import Counter, defaultdict, OrderedDict
for k, v in Counter("abca").items(): print(k, v)
dd = defaultdict(int); dd["x"] += 2
for k, v in dd.items(): print(k, v)
class Obj:
    def items(self): return [(1, 2), (3, 4)]
for k, v in Obj().items(): print(k, v)
for k, v in OrderedDict(a=1).items(): print(k, v)
lst = [1, 2, 3]
for i, v in enumerate(lst):
    if i == 0: lst.append(9)
    print(i, v)
for i, v in enumerate(lst, True): print(i, v)
for i, v in enumerate(lst, 2**62): print(i, v)
for a1, b1 in zip(range(3), "ab"): print(a1, b1)
for [m, n] in zip(a, a): print(m, n)
