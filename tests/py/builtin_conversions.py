# the type constructors list, dict, set, tuple, frozenset, str, int, float, bool
print(list("abc"), list((1, 2)), list({3: "x"}), list(range(3)), list(x for x in "ab"), list())
print(tuple([1, 2]), tuple("ab"), tuple(), tuple({1: 2}), tuple(range(2)))
print(dict([(1, 2), (3, 4)]), dict(a=1), dict([["k", "v"]]), dict(zip("ab", "cd")), dict({}), dict([("a", 1)], b=2))
print(set([3, 1, 3]), set("aa"), set(), set(range(4)), frozenset([2, 1]), set({5: 0}))
print(str(1), str(1.5), str([1]), str(None), str(True), str("s"))
print(int("7"), int(7.9), int(-7.9), int(True), float("7"), float(7), float("1e2"), float(" 2.5 "))
print(bool(0), bool(""), bool([]), bool({}), bool(set()), bool(0.0), bool("0"), bool([[]]), bool(-1))
try:
    dict([1, 2])
except TypeError as e:
    print("TypeError:", e)
try:
    dict([("a", 1, 2)])
except ValueError as e:
    print("ValueError:", e)
try:
    list(5)
except TypeError as e:
    print("TypeError:", e)
a = [1, 2]
b = list(a)
b.append(3)
print(a, b, a is list(a), tuple(a) == (1, 2))
