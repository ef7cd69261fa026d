# set operators and methods
a = {1, 2, 3, 4}
b = {3, 4, 5, 6}
print(a | b, a & b, a - b, b - a, a ^ b)
print(a.union(b), a.intersection(b), a.difference(b), a.symmetric_difference(b))
print(a.union([7, 8], (9,)), a.intersection(range(3)), a.difference([1], [2]))
print(a <= b, a <= a | b, a < a, a < a | b, a >= {1, 2}, a > {1, 2}, a > a)
print(a.issubset(range(10)), a.issuperset([1, 2]), a.isdisjoint({9}), a.isdisjoint(b))
c = set(a)
c |= {10}; print(c)
c &= {1, 2, 10, 11}; print(c)
c -= {1}; print(c)
c ^= {2, 3}; print(c)
d = {1, 2}
d.update([3], {4}); print(d)
d.intersection_update({1, 2, 3}); print(d)
d.difference_update([1]); print(d)
d.symmetric_difference_update({3, 9}); print(d)
print(a, b)
e = a.copy(); e.add(99)
print(len(a), len(e))
try:
    a | [1]
except TypeError as ex:
    print("TypeError:", ex)
print(set() == frozenset(), {1, 2} == frozenset({1, 2}))
