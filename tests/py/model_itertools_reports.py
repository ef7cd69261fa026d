# itertools in reporting: accumulate running totals, zip_longest columns, pairwise deltas, chain, islice.
from itertools import accumulate, zip_longest, chain, islice, pairwise, product, starmap, takewhile, dropwhile, count, cycle, compress
import operator

monthly = [1200, 950, 1430, 800, 1610, 1725]
months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun"]
print(f"{'Month':<6}{'Sales':>7}{'Cumul':>8}{'Delta':>7}{'Max':>7}")
deltas = [None] + [b - a for a, b in pairwise(monthly)]
for m, s, c, d, mx in zip(months, monthly, accumulate(monthly), deltas, accumulate(monthly, max)):
    print(f"{m:<6}{s:>7,}{c:>8,}{'' if d is None else format(d, '+d'):>7}{mx:>7}")
print(list(accumulate([1, 2, 3, 4], operator.mul)), list(accumulate([5, 1, 3], initial=100)))
cols = [["a", "b", "c"], ["1", "2"], ["x"]]
for row in zip_longest(*cols, fillvalue="-"):
    print(" | ".join(f"{c:^3}" for c in row))
print(list(chain.from_iterable(cols)), list(chain("ab", [1, 2])))
print(list(islice(count(10, 5), 4)), list(islice("abcdefgh", 1, 7, 2)), list(islice(cycle("XY"), 5)))
print(["".join(p) for p in product("ab", "12")], list(product([0, 1], repeat=2)))
print(list(starmap(pow, [(2, 3), (3, 2)])), list(takewhile(lambda x: x < 3, [1, 2, 5, 1])), list(dropwhile(lambda x: x < 3, [1, 2, 5, 1])))
print(list(compress("ABCDEF", [1, 0, 1, 0, 1, 1])), list(pairwise("abcd")))
