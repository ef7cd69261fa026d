# tuples: creation, indexing, methods, immutability
t = (1, 2, 3)
print(t, t[0], t[-1], len(t), t[1:], t[::-1])
print((), (1,), (1), tuple(), tuple([1, 2]), tuple("ab"), tuple(range(3)))
s = 1, 2
print(s, type(s).__name__, type(()).__name__)
print(t + (4, 5), t * 2, (0,) * 3, 2 in t, 9 not in t)
print(t.count(2), (1, 2, 1, 1).count(1), t.index(3))
try:
    t.index(9)
except ValueError as e:
    print("ValueError:", e)
try:
    t[0] = 5
except TypeError as e:
    print("TypeError:", e)
try:
    t.append(4)
except AttributeError as e:
    print("AttributeError:", e)
nested = (1, [2, 3])
nested[1].append(4)
print(nested)
print(hash((1, 2)) == hash((1, 2)), {(1, 2): "pair"}[(1, 2)])
a, b, c = t
print(a, b, c)
print(max((3, 1, 2)), sorted((3, 1, 2)), sum((1, 2, 3)))
print(tuple(x * 2 for x in t), (1, 2) == (1, 2), (1, 2) < (1, 2, 0))
print(repr((1,)), str(("a",)), ((1, 2), (3,)))
x = (5,)
x += (6,)
print(x)
