# tuples as dict and set keys: pairs and triples of small ints (a fast key in moonpy), their
# equal forms with floats and bools, the boundaries of the fast form, and mixtures
from collections import Counter, defaultdict
from dataclasses import dataclass
from functools import lru_cache

d = {(1, 2): "a", (1, 2, 3): "b", (0, 0): "origin"}
print(d[(1.0, 2)], d[(True, 2.0)], d[(1, 2, 3.0)], (True, False) in {(1, 0)}, d.get((0.0, -0.0)))
print((1.5, 2) in d, (1, 2.5) in d, (1, "2") in d, (1, 2, 3, 4) in d, (1,) in d)
for lim in (2**30, 2**19):
    edge = [(lim - 1, 0), (lim, 0), (-lim, 5), (-lim - 1, 5), (0, lim - 1), (0, lim)]
    s = set(edge) | {(a + 0.0, b) for a, b in edge}
    print(len(s), sorted(s) == sorted(set(edge)))
    t = set((a, b, 1) for a, b in edge) | {(a, b, 1.0) for a, b in edge}
    print(len(t))
m = {}
for x in range(-3, 4):
    for y in range(-3, 4):
        m[(x, y)] = x * y
        m[(x, y, x + y)] = x - y
print(len(m), m[(-3, 3)], m[(2, -1, 1)], m[(3.0, 3.0)], sum(m.values()))
del m[(0, 0)]
print((0, 0) in m, (0, 0, 0) in m, len(m))
print(m.pop((1, 1)), m.pop((1, 1), "gone"), m.setdefault((9, 9), 81), m[(9, 9)])
# big and mixed elements take the general form and still equal their fast forms
big = {(2**40, 1): "big", (10**20, 10**20): "huge", ((1, 2), 3): "nested", (1, (2, 3)): "nested2"}
print(big[(2**40, 1.0)], big[(10**20, 10**20)], big[((1.0, 2), 3)], big[(1, (2, 3))])
print({(1, 2), (1.0, 2.0), (True, 2)}, {(0, 0, 0), (False, 0, 0.0)})
print(frozenset([(1, 2), (3, 4)]) == frozenset([(3.0, 4), (1, 2.0)]))
print({frozenset([(1, 2)]): 1}[frozenset([(1.0, 2)])])
c = Counter([(1, 2), (1, 2), (2, 1), (1.0, 2.0)])
print(c.most_common(2), c[(1, 2)])
g = defaultdict(list)
for i, p in enumerate([(0, 1), (1, 0), (0, 1.0), (-1, -1)]):
    g[p].append(i)
print(dict(g))

@dataclass(frozen=True)
class Cell:
    x: int
    y: int
print({Cell(1, 2): "c"}[Cell(1, 2)], Cell(1, 2) in {Cell(1, 2.0)}, len({Cell(0, 0), Cell(0, 0)}))

@lru_cache(maxsize=None)
def paths(r, c):
    if r == 0 or c == 0:
        return 1
    return paths(r - 1, c) + paths(r, c - 1)
print(paths(16, 16), paths.cache_info().currsize)

a = {(i, i * i) for i in range(50)}
b = {(i, i * i) for i in range(25, 75)}
print(len(a & b), len(a | b), len(a - b), len(a ^ b), sorted(a & b)[:3])
print(sorted({(y, x) for x, y in a & b})[:2], (30, 900) in a & b)
print([k for k in {(3, 1): 0, (1, 3): 0, (2, 2): 0}], list(dict.fromkeys([(2, 1), (1, 2), (2, 1.0)])))
print(hash((1, 2)) == hash((1.0, 2)), {(1, 2): 1} == {(1.0, 2.0): 1})
from collections import namedtuple
P = namedtuple("P", "x y")
class T3(tuple):
    pass
keys = {P(1, 2): "nt", T3((4, 5, 6)): "sub"}
print(keys[(1, 2)], keys[(4, 5, 6)], P(1.0, 2) in keys, (4, 5, 6.0) in keys, {(1, 2): 0}[P(1, 2)])
