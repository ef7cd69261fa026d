# frozenset: hashable, usable as key and set element
f = frozenset([3, 1, 2, 3])
print(f, len(f), 2 in f, frozenset(), type(f).__name__)
print(f | {4}, f & {1, 9}, f - {1}, {1, 9} - f, type(f | {4}).__name__, type({4} | f).__name__)
d = {f: "frozen"}
print(d[frozenset({1, 2, 3})])
s = {frozenset({1, 2}), frozenset({2, 1}), frozenset({3})}
print(len(s))
try:
    f.add(4)
except AttributeError as e:
    print("AttributeError:", e)
print(hash(f) == hash(frozenset([1, 2, 3])))
print(frozenset({1, 2}) < f, f.issuperset({1}), f.union([5]))
print(sorted(frozenset(range(5))))
print(repr(frozenset({1})), frozenset({5, 3}) == {3, 5})
