# itertools.accumulate, chain, groupby, islice, takewhile, dropwhile, starmap, zip_longest, pairwise
import itertools
import operator

data = [3, 1, 4, 1, 5, 9, 2, 6, 5, 3]
print(list(itertools.accumulate(data)))
print(list(itertools.accumulate(data, max)))
print(list(itertools.accumulate(data, operator.mul)))
print(list(itertools.accumulate(data, initial=100)))
print(list(itertools.accumulate([1, 2, 3], lambda a, b: a * 10 + b)))
print(list(itertools.chain([1, 2], "ab", (None,))))
print(list(itertools.chain.from_iterable([[1], [2, 3], [], [4]])))
words = sorted("apple avocado banana blueberry cherry cranberry date".split())
for key, group in itertools.groupby(words, key=lambda w: w[0]):
    print(key, list(group))
runs = [(k, len(list(g))) for k, g in itertools.groupby("aaabccddddde")]
print(runs)
print(list(itertools.islice(itertools.count(10, 5), 6)))
print(list(itertools.islice("abcdefghij", 2, 9, 3)))
print(list(itertools.takewhile(lambda x: x < 5, data)), list(itertools.dropwhile(lambda x: x < 5, data)))
print(list(itertools.starmap(pow, [(2, 5), (3, 2), (10, 3)])))
print(list(itertools.zip_longest("abc", [1, 2], fillvalue="-")))
print(list(itertools.pairwise(range(6))))
print(list(itertools.compress("ABCDEF", [1, 0, 1, 0, 1, 1])))
print(list(itertools.filterfalse(lambda x: x % 2, range(10))))
print(list(itertools.repeat("x", 4)), list(zip(itertools.cycle("ab"), range(5))))
a, b = itertools.tee(iter([1, 2, 3]))
print(list(a), list(b))
prefix = list(itertools.accumulate(data))
print([prefix[j] - (prefix[i - 1] if i else 0) for i, j in [(0, 3), (2, 5), (4, 9)]])
