# trap: bool is an int
print(sum([True, False, True]), True + 1, True * 3, False + False)
flags = [x > 2 for x in [1, 3, 5, 2]]
print(flags, sum(flags), flags.count(True))
print(isinstance(True, int), int(True), True == 1, hash(True) == hash(1))
print([10, 20][True], {1: "one"}[True], "ab"[False])
print(1 in [True], True in [1], 0 in [False])
print(round(True), abs(False), divmod(True, 2), pow(True, 5))
print(sorted([True, 2, False, 1]), max(True, 0.5))
print(f"{True + True}", True / 2, True // 1, -True, ~True)
