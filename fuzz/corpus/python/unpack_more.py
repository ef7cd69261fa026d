# more unpacking: starred in the middle, dict items, enumerate/zip targets, comprehensions
a, *b, c = range(6)
print(a, b, c)
*a, = "xyz"
print(a)
first, second, *others = {"k1": 1, "k2": 2, "k3": 3}
print(first, second, others)
for i, (name, score) in enumerate(zip(["a", "b"], [1, 2])):
    print(i, name, score)
print([x + y for x, y in [(1, 2), (3, 4)]], {k: v for k, (v, _) in {"p": (1, 0)}.items()})
(a, b), (c, d) = "ab", [3, 4]
print(a, b, c, d)
head, *tail = [1]
print(head, tail)
x, y = y, x = 1, 2
print(x, y)
m = [[1, 2], [3, 4]]
(p, q), (r, s) = m
print(p + s, q + r)
values = [1, 2, 3, 4, 5]
lo, *middle, hi = sorted(values)
print(lo, middle, hi, sum(middle) / len(middle))
print(*range(3), *[4, 5], sep=",")
print([*range(3), *"ab"], (*[1, 2], 3), {*[1, 2], 3}, {**{"a": 1}, "b": 2})
