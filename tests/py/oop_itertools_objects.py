# itertools with objects: groupby on sorted records, chain, accumulate, product, combinations, zip_longest
import itertools
from operator import attrgetter

class Sale:
    def __init__(self, region, rep, amount):
        self.region, self.rep, self.amount = region, rep, amount
    def __repr__(self):
        return f"{self.rep}:{self.amount}"

sales = [Sale("east", "ann", 100), Sale("west", "bob", 250), Sale("east", "cy", 75),
         Sale("west", "dee", 30), Sale("north", "eve", 500), Sale("east", "ann", 20)]
key = attrgetter("region")
for region, group in itertools.groupby(sorted(sales, key=key), key=key):
    group = list(group)
    print(region, group, sum(s.amount for s in group))
print(list(itertools.accumulate(s.amount for s in sales)))
print(list(itertools.accumulate([3, 1, 4, 1, 5], max)))
print(list(itertools.chain([1, 2], (3,), "ab")), list(itertools.chain.from_iterable([[1], [2, 3]])))
print(list(itertools.product("ab", [1, 2])), len(list(itertools.product(range(3), repeat=3))))
print(list(itertools.combinations("abcd", 2)), list(itertools.permutations([1, 2, 3], 2))[:4])
print(list(itertools.zip_longest("abc", [1], fillvalue="-")))
print(list(itertools.takewhile(lambda s: s.amount > 50, sales)), list(itertools.dropwhile(lambda x: x < 3, [1, 2, 3, 1])))
print(list(itertools.compress("abcdef", [1, 0, 1, 0, 1, 1])), list(itertools.starmap(pow, [(2, 3), (3, 2)])))
cyc = itertools.cycle("xyz")
print([next(cyc) for _ in range(5)], list(itertools.repeat("r", 3)))
a, b = itertools.tee(iter([1, 2, 3]))
print(list(a), list(b), list(itertools.pairwise("abcd")))
print(list(itertools.filterfalse(lambda s: s.amount > 50, sales)))
counter = itertools.count(1)
labeled = {next(counter): s.rep for s in sales if s.region == "east"}
print(labeled)
