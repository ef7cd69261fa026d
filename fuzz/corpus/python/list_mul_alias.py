# `*` repetition shares references; comprehension does not
row = [0] * 3
grid = [row] * 3
grid[0][0] = 1
print(grid)
grid2 = [[0] * 3 for _ in range(3)]
grid2[0][0] = 1
print(grid2)
print([1, 2] * 3, 2 * [None], [] * 5, [1] * 0, [1] * -1)
a = [1, 2]
b = a
b += [3]
print(a, a is b)
c = a
c = c + [4]
print(a, c, a is c)
a *= 2
print(a, b)
x = [[]] * 2
x[0].append("shared")
print(x)
print(["ab"] * 2 + ["c"])
