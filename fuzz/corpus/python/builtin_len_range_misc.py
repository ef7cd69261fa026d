# len on everything; repr/str; misc builtins
print(len("abc"), len([1, 2]), len((1,)), len({"a": 1}), len({1, 2, 3}), len(range(10)), len(""), len(frozenset()))
print(len(range(0, 100, 7)), len("日本"), len([[1, 2, 3]]), len({}.keys()))
class Sized:
    def __len__(self):
        return 7
print(len(Sized()))
try:
    len(5)
except TypeError as e:
    print("TypeError:", e)
print(repr(1), repr("1"), repr([1, "1"]), str(1) == repr(1), repr(None), repr(1.5), repr((1,)))
print(list(range(3)), list(range(-2, 2)), list(range(10, 0, -3)))
print(divmod(7, 2), pow(3, 3), abs(-1), round(1.5), max(1, 2), min(1, 2))
print(sorted(set([3, 3, 1])), list(reversed([1, 2])), any([0]), all([1]))
print(ord("a"), chr(98), bin(3), oct(9), hex(17), bool(0), int("5"), float(2))
