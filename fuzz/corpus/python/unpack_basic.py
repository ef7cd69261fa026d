# tuple unpacking, nested unpacking, starred targets, swap
a, b = 1, 2
print(a, b)
a, b = b, a
print(a, b)
x, y, z = "xyz"
print(x, y, z)
(p, q), r = (1, 2), 3
print(p, q, r)
first, *rest = [1, 2, 3, 4]
print(first, rest)
*init, last = range(5)
print(init, last)
head, *mid, tail = "abcde"
print(head, mid, tail)
one, *empty = [1]
print(one, empty)
a, (b, (c, d)), e = 1, (2, (3, 4)), 5
print(a, b, c, d, e)
[m, n] = [7, 8]
print(m, n)
for i, (k, v) in enumerate({"a": 1, "b": 2}.items()):
    print(i, k, v)
for x, *ys in [(1, 2, 3), (4,), (5, 6)]:
    print(x, ys)
nums = [3, 1, 2]
nums[0], nums[2] = nums[2], nums[0]
print(nums)
i, lst = 0, [10, 20]
i, lst[i] = 1, 99
print(i, lst)
a = b = []
a.append(1)
print(a, b)
(s,) = [42]
print(s)
t = 1, 2, 3
u, v, w = t
print(u + v + w)
print(*[1, 2], *"ab", sep="|")
d = {"x": 1}
d["y"], d["z"] = 2, 3
print(d)
