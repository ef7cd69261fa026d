# bool is an int subclass: arithmetic treats True as 1 and False as 0
print(True + 1, True + True, False - 1, True * 10, -True)
print(True / 2, True // 2, True % 2, True ** 5, 2 ** True)
print(sum([True, False, True, True]), sum([1 > 0, 2 > 3, 3 > 2]))
print(isinstance(True, int), isinstance(False, bool), isinstance(1, bool))
print(type(True), type(True + 1), type(True and 1))
print(True == 1, False == 0, True is True, False is not True)
print(int(True), float(False), str(True), repr(False))
print(bool(0), bool(1), bool(-1), bool(0.0), bool(""), bool("a"), bool([]), bool([0]))
print(bool({}), bool(None), bool(()), bool((0,)), bool(range(0)), bool(range(1)))
print(True and False, True or False, not True, not 0, not "x")
print(["a", "b"][True], ["a", "b"][False])
d = {True: "yes"}
d[1] = "one"
print(d)
print(max(True, False), min(True, 2), abs(True), -False)
count = 0
for w in ["apple", "kiwi", "banana", "fig"]:
    count += len(w) > 3
print(count)
print(True > False, True < 2, sorted([True, 0, False, 1, -1]))
print(hash(True), hash(False), f"{True}", f"{True!r}", f"{True:d}", f"{False:>6}")
print(True & True, True | False, True ^ True, ~True, ~False)
print(str(True).upper(), "True" == str(True))
