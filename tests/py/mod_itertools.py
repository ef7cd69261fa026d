# itertools in use
import itertools
print(list(itertools.chain([1, 2], "ab", range(2))), list(itertools.chain.from_iterable([[1], [2, 3]])))
print(list(itertools.islice(itertools.count(10, 5), 4)), list(itertools.islice("abcdef", 1, 5, 2)))
print(list(itertools.islice(itertools.cycle("xy"), 5)), list(itertools.repeat("z", 3)))
print(list(itertools.accumulate([1, 2, 3, 4])), list(itertools.accumulate([3, 1, 4], max)))
print(list(itertools.product("ab", [0, 1])), len(list(itertools.product(range(3), repeat=3))))
print(list(itertools.permutations([1, 2, 3], 2)), len(list(itertools.permutations(range(5)))))
print(list(itertools.combinations("abcd", 2)), list(itertools.combinations_with_replacement("ab", 2)))
for key, grp in itertools.groupby("aaabccdd"):
    print(key, list(grp))
data = [("fruit", "apple"), ("fruit", "pear"), ("veg", "kale")]
print({k: [v for _, v in g] for k, g in itertools.groupby(data, key=lambda t: t[0])})
print(list(itertools.takewhile(lambda x: x < 3, [1, 2, 5, 1])), list(itertools.dropwhile(lambda x: x < 3, [1, 2, 5, 1])))
print(list(itertools.zip_longest("abc", [1], fillvalue="-")), list(itertools.starmap(pow, [(2, 3), (3, 2)])))
print(list(itertools.compress("abcdef", [1, 0, 1, 0, 1, 0])), list(itertools.filterfalse(lambda x: x % 2, range(6))))
print(list(itertools.pairwise([1, 2, 3, 4])))
a, b = itertools.tee([1, 2, 3])
print(list(a), list(b))
