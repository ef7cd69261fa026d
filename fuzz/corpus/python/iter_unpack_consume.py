# iterators consumed partially by unpacking, in, and next
it = iter(range(10))
a, b = next(it), next(it)
print(a, b)
print(5 in it, list(it))
it = iter([1, 2, 3, 4, 5])
for x in it:
    if x == 2:
        break
print(list(it))
words = iter("one two three four".split())
pairs = list(zip(words, words))
print(pairs)
g = (x for x in range(5))
first, *rest = g
print(first, rest, list(g))
data = iter([3, 1, 2])
print(sorted(data), sorted(data))
def take(n, iterable):
    it = iter(iterable)
    return [next(it) for _ in range(n)]
print(take(3, "abcdef"), take(2, range(100)))
