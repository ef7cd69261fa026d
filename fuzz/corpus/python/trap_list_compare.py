# trap: lists and tuples compare lexicographically
print([1, 2] < [2, 3], [1, 2] < [1, 2, 3], [3] > [2, 9, 9], [] < [1])
print((1, 2) < (2, 3), (2, 0) > (1, 99), (1, "a") < (1, "b"))
versions = [[1, 10, 0], [1, 2, 5], [1, 2], [0, 99]]
print(sorted(versions), max(versions), min(versions))
print(sorted([(2, "b"), (1, "z"), (2, "a")]))
print([1, 2] == [1, 2], [1, 2] <= [1, 2], [[1, 2]] < [[1, 3]])
