d = {i: str(i) for i in range(1000)}
s = set(range(1000))
fs = frozenset(s)
tot = 0
for r in range(200):
    c = d.copy(); c[5000] = 'x'; del c[3]
    e = dict(d); f = {**d, 7: 'y'}
    u = s | {2000}; v = set(s); w = s.copy(); x = set(fs); y = frozenset(s)
    tot += len(c) + len(e) + len(f) + len(u) + len(v) + len(w) + len(x) + len(y)
print(tot, list(c.items())[:5], list(f.items())[-3:], c == d, e == d, sorted(u)[-3:])
d2 = {}
for i in range(100): d2[i] = i
for i in range(0, 100, 2): del d2[i]
c2 = d2.copy(); c2[1000] = 1
print(list(c2.items())[:5], list(c2)[-2:], len(c2), {**d2} == d2)
s2 = {3, 1, 2}; s2.discard(1); t2 = s2.copy(); t2.add(10); t2.add(1)
print(t2, s2 | {5}, list(set(d2))[:5])
class K:
    def __init__(self, v): self.v = v
    def __hash__(self): return hash(self.v)
    def __eq__(self, o): return isinstance(o, K) and o.v == self.v
    def __repr__(self): return f"K({self.v})"
dk = {K(1): 1, K(2): 2, (1, 2): 3, 2.5: 4, "s": 5}
ck = dk.copy()
print(ck[K(1)], ck[(1, 2)], ck[2.5], ck["s"], K(3) in ck, ck)
