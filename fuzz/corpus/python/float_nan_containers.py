# nan in containers: identity shortcuts in comparisons and membership
nan = float("nan")
lst = [nan, 1.0]
print(nan in lst, float("nan") in lst, lst == lst, [nan] == [nan], [float("nan")] == [float("nan")])
print(lst.count(nan), lst.index(nan))
d = {nan: "x"}
print(d.get(nan), d.get(float("nan"), "missing"), len({nan, nan}), len({float("nan"), float("nan")}))
print(max([1.0, nan]), max([nan, 1.0]), min([nan, 2.0]), sorted([3.0, 1.0, 2.0]))
print(nan is nan, nan == nan, nan > 0, nan < 0, nan != nan, (nan,) == (nan,))
