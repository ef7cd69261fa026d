from itertools import groupby, accumulate, product, combinations, permutations, combinations_with_replacement, chain, islice, zip_longest, starmap, takewhile, dropwhile, compress, cycle, repeat, count, pairwise, tee, filterfalse
import operator
sales = [("2024-01", "north", 120), ("2024-01", "south", 80), ("2024-02", "north", 95), ("2024-02", "south", 130), ("2024-02", "east", 40), ("2024-03", "north", 150)]
for month, rows in groupby(sales, key=lambda r: r[0]):
    rows = list(rows)
    print(month, len(rows), sum(r[2] for r in rows), max(rows, key=lambda r: r[2])[1])
by_region = sorted(sales, key=operator.itemgetter(1))
print({k: [r[2] for r in g] for k, g in groupby(by_region, key=operator.itemgetter(1))})
print([(k, len(list(g))) for k, g in groupby("aaabccddddae")])
print(list(accumulate([3, 1, 4, 1, 5, 9, 2, 6])), list(accumulate([3, 1, 4, 1, 5], max)), list(accumulate([1, 2, 3], operator.mul, initial=10)))
print(list(accumulate(["a", "b", "c"])), list(accumulate([])), list(accumulate([1.5, 2.5], initial=0)))
print(list(product("ab", [1, 2])), len(list(product(range(3), repeat=3))), list(product()))
print(list(combinations("abcd", 2)), list(combinations(range(4), 3)), list(combinations("ab", 3)))
print(list(permutations("abc")), list(permutations(range(3), 2))[:4])
print(list(combinations_with_replacement("xyz", 2)))
print(list(chain([1, 2], "ab", (None,))), list(chain.from_iterable([[1], [2, 3], []])))
print(list(islice(count(10, 5), 4)), list(islice("abcdefgh", 2, None, 3)), list(islice(range(100), 3)))
print(list(zip_longest("abc", [1], fillvalue="-")), list(starmap(pow, [(2, 3), (3, 2), (10, 0)])))
print(list(takewhile(lambda x: x < 5, [1, 4, 6, 2])), list(dropwhile(lambda x: x < 5, [1, 4, 6, 2])), list(filterfalse(str.isdigit, "a1b2")))
print(list(compress("abcdef", [1, 0, 1, 0, 1, 1])), list(islice(cycle("xy"), 5)), list(repeat("q", 3)), list(pairwise("abcd")))
a, b = tee([1, 2, 3])
print(list(a), list(b), list(islice(count(0.5, 0.25), 3)))
totals = list(accumulate(s[2] for s in sales))
for s, t in zip(sales, totals):
    print(f"{s[0]} {s[1]:<6} {s[2]:>4} {t:>5}")
best = max(combinations(sales, 2), key=lambda pr: pr[0][2] + pr[1][2])
print(best)
print(sum(1 for p in product(range(1, 7), repeat=2) if sum(p) == 7), [p for p in permutations([1, 2, 3]) if p[0] < p[2]])
