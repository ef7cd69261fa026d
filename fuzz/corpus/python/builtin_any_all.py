# any and all short-circuit over iterables
print(any([]), all([]), any([0, 0]), any([0, 1]), all([1, 1]), all([1, 0]))
print(any("abc"), all(""), any([[]]), all([[1]]), any(x > 3 for x in range(5)), all(x < 3 for x in range(5)))
def check(v):
    print("check", v)
    return v
print(any(check(v) for v in [0, 2, 3]))
print(all(check(v) for v in [1, 0, 3]))
nums = [2, 4, 6]
print(all(n % 2 == 0 for n in nums), any(n > 5 for n in nums), not any(n < 0 for n in nums))
print(any({0: 1}), all({1: 0}), any(map(bool, ["", " "])), all(iter([True, 1, "x"])))
