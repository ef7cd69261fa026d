# lists and tuples compare lexicographically
print([1, 2] < [2, 3], [1, 2] < [1, 3], [1, 2] < [1, 2, 0], [1, 2, 3] > [1, 2])
print([] < [0], [0] > [], [1, 2] == [1, 2], [1, 2] != [2, 1])
print([2] > [1, 9, 9], [1, [2, 3]] < [1, [2, 4]], [[1]] == [[1]])
print((1, 2) < (1, 3), (1,) < (1, 0), () == (), (3,) > (2, 99))
print([1, 2] == (1, 2), list((1, 2)) == [1, 2])
print(max([[1, 2], [1, 3], [0, 9]]), min([(2, "a"), (1, "z"), (1, "b")]))
print(["a", "b"] < ["a", "c"], ["b"] > ["a", "z"])
print([1, 2, 3] <= [1, 2, 3], [1, 2, 3] >= [1, 2, 4])
print([1.0, 2] == [1, 2.0], [True] == [1])
try:
    [1, 2] < (1, 2)
except TypeError as e:
    print("TypeError:", e)
try:
    [1, "a"] < [1, 2]
except TypeError as e:
    print("TypeError:", e)
print([1, "a"] == [1, 2], [float("nan")] == [float("nan")])
x = float("nan")
print([x] == [x])
