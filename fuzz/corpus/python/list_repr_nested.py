# repr of nested containers
a = [1, "two", 3.0, None, True, [4, [5, (6,)]], {"k": [7]}, (), [], {}]
print(a)
print(str(a) == repr(a), len(str(a)))
print([[]], [[], []], [()], [(1,)], ((1, 2),), [{}])
print(["a'b", 'c"d', "\n"], [-0.0, 1e16, float("inf")])
b = [1, 2]
b.append(b)
print(b)
d = {"self": None}
d["self"] = d
print(d)
m = [[0] * 3 for _ in range(3)]
m[1][1] = 5
print(m)
print([range(3), range(1, 5, 2)], [len, None] == [len, None])
print([1, 2, 3].__repr__())
