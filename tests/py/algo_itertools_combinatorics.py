# itertools combinatorics: permutations, combinations, product, with counts checked by math
import itertools
import math

letters = "ABCD"
print(list(itertools.permutations(letters, 2)))
print(["".join(p) for p in itertools.permutations("abc")])
print(list(itertools.combinations(range(5), 3)))
print(list(itertools.combinations_with_replacement("xyz", 2)))
print(list(itertools.product([0, 1], repeat=3)))
print(list(itertools.product("ab", [1, 2], (True,))))
for n, k in [(5, 2), (6, 3), (10, 4), (7, 0)]:
    p = sum(1 for _ in itertools.permutations(range(n), k))
    c = sum(1 for _ in itertools.combinations(range(n), k))
    cr = sum(1 for _ in itertools.combinations_with_replacement(range(n), k))
    print(n, k, p, math.perm(n, k), c, math.comb(n, k), cr, math.comb(n + k - 1, k))
coins = [1, 2, 5, 10]
ways = [c for r in range(1, 5) for c in itertools.combinations(coins, r) if sum(c) == 12]
print(ways)
digits = [d for d in itertools.permutations(range(10), 3) if d[0] and sum(d) == 24]
print(len(digits), digits[:5])
print(list(itertools.permutations([1, 1, 2])))
print(sorted(set(itertools.permutations([1, 1, 2]))))
print(math.factorial(10), math.comb(52, 5), math.perm(10), math.comb(100, 50))
