# tuple keys: equal tuples share a key, and no str key equals a tuple's
d = {"\x01t|i1|i2": "str", "\x01nan": 1, "\x01b" + str(2**70): 2, "\xfft": 3}
print(d.get((1, 2)), d.get(2**70), d.get(float("nan")))
d[(1, 2)] = "tuple"
print(d[(1, 2)], d["\x01t|i1|i2"], len(d))
# 1, 1.0 and True are equal, so are the tuples made of them
k = {}
k[(1, 2.0)] = "a"
k[(True, 2)] = "b"
k[(1.0, 2)] = "c"
print(k, len(k))
# big ints and integral floats beyond 2**63
big = {(2**70, "x"): 1}
print(big.get((2.0**70, "x")), (2.0**70, "x") in big, (2**70 + 1, "x") in big)
print({(-2**63,): 1}.get((float(-2**63),)), {(2**63,): 1}.get((float(2**63),)))
# floats, negative zero, inf
f = {(0.5, -0.0): "half", (float("inf"),): "inf"}
print(f.get((0.5, 0)), f.get((0.5, 0.0)), f.get((float("inf"),)), f.get((1e308 * 10,)))
# nested tuples, None, strs with the same bytes split differently
n = {((1, 2), 3): "n1", (1, (2, 3)): "n2", (None,): "none", ("ab", "c"): "abc", ("a", "bc"): "a-bc"}
print(n[((1, 2), 3)], n[(1, (2, 3))], n[(None,)], n[("ab", "c")], n[("a", "bc")])
print(((1, 2), 3) in n, ((1, 2, 3),) in n, (("ab", "c"),) in n)
# frozensets and user objects inside tuples
class P:
    def __init__(self, x):
        self.x = x
    def __eq__(self, o):
        return isinstance(o, P) and o.x == self.x
    def __hash__(self):
        return hash(self.x)
s = {(frozenset({1, 2}), P(3)): "fp"}
print(s.get((frozenset({2, 1}), P(3))), s.get((frozenset({1}), P(3))), s.get((frozenset({1, 2}), P(4))))
o = object()
ident = {(o, 1): "o"}
print(ident.get((o, 1)), ident.get((object(), 1)))
# deep nesting
t = ()
for i in range(200):
    t = (t, i)
deep = {t: "deep"}
u = ()
for i in range(200):
    u = (u, i)
print(deep[u], len(deep))
# unhashable inside a tuple
try:
    {([1], 2): 0}
except TypeError as e:
    print("TypeError", e)
try:
    print((1, {}) in {(1, 2)})
except TypeError as e:
    print("TypeError", e)
# sets of tuples
seen = set()
for x in range(5):
    for y in range(5):
        seen.add((x % 3, y % 2))
print(sorted(seen), (2, 1) in seen, (2.0, True) in seen, (3, 0) in seen)
