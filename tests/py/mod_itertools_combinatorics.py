# itertools: combinatoric iterators match CPython's order
from itertools import product, permutations, combinations, combinations_with_replacement
print(list(product([1, 2], "xy", [True])), list(product()), list(product([1], [])))
print(list(product("ab", repeat=2)), len(list(product(range(4), repeat=3))))
print(list(permutations("abc")), list(permutations(range(3), 1)), list(permutations([1, 2], 3)))
print(list(permutations([], 0)), len(list(permutations(range(6), 4))))
print(list(combinations(range(5), 3)), list(combinations("ab", 0)), list(combinations("ab", 3)))
print(list(combinations_with_replacement([1, 2, 3], 2)), list(combinations_with_replacement("", 2)))
print(sum(1 for _ in combinations(range(20), 4)), sum(1 for _ in combinations_with_replacement(range(5), 3)))
def subsets(items):
    out = []
    for r in range(len(items) + 1):
        out.extend(combinations(items, r))
    return out
print(subsets([1, 2, 3]))
best = max(permutations([3, 1, 2]), key=lambda p: p[0] * 10 + p[1])
print(best, [p for p in product(range(3), repeat=2) if p[0] < p[1]])
perms = permutations("abcd", 2)
print(next(perms), next(perms), sum(1 for _ in perms))
print(sorted(set("".join(p) for p in permutations("aab"))))
