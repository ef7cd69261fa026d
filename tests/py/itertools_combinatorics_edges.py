# permutations, combinations and combinations_with_replacement: CPython's order and edge cases
from itertools import permutations, combinations, combinations_with_replacement as cwr
for n in range(0, 5):
    for r in range(0, 6):
        p = list(permutations(range(n), r))
        c = list(combinations("abcd"[:n], r))
        w = list(cwr(range(n), r))
        print(n, r, len(p), p[:3], p[-1:] , len(c), c[:2], len(w), w[-2:])
print(list(permutations("abc")), list(permutations([1, 2, 3], 2)))
print(list(permutations([], 0)), list(combinations([], 0)), list(cwr([], 0)), list(cwr([], 1)))
it = permutations(range(3))
print(next(it), next(it), type(it).__name__, iter(it) is it)
print(sum(1 for _ in permutations(range(8))), sum(1 for _ in combinations(range(20), 5)))
print(sum(sum(t) for t in cwr(range(6), 4)))
for bad in (-1, "x"):
    try:
        print(list(combinations([1, 2], bad)))
    except Exception as e:
        print(type(e).__name__, e)
try:
    permutations([1], -2)
except ValueError as e:
    print(e)
print(list(permutations(range(3), r=2)), list(combinations(iterable=[1, 2, 3], r=2)))
g = (x * x for x in range(4))
print(list(combinations(g, 3)))
