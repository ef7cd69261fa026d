# cpython: same
# benign control: sorted with key and reverse, stable
data = [("b", 2), ("a", 2), ("c", 1), ("d", 3)]
print(sorted(data, key=lambda t: t[1]))
print(sorted(data, key=lambda t: t[1], reverse=True))
print(sorted("Banana", key=str.lower), sorted([3, 1, 2], reverse=True))
print([1, 2] < [2, 3], (1, 2) < (1, 3), "abc" < "abd")
