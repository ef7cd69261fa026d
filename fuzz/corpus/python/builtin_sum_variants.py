# sum over ints, floats, bools, generators, with start values
print(sum([]), sum([1]), sum(range(10 ** 6)), sum(range(-5, 6)))
print(sum([0.5] * 4), sum([1, 0.5]), sum((x / 10 for x in range(10))), sum([1e100, 1, -1e100]))
print(sum([[1, 2], [3]], []), sum([(1,), (2, 3)], ()), sum([2 ** 63, 2 ** 63]))
print(sum(x % 3 == 0 for x in range(30)), sum(map(len, ["ab", "cde", ""])))
print(sum({1: "a", 2: "b"}), sum({3, 4}), sum([True] * 5, 10))
print(sum([1, 2, 3], 0.0), sum([], 0.0), sum([-1.5, 1.5]), sum([0.1, 0.2, 0.3]) == 0.6)
