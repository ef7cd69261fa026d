# UserDict and UserList keep their contents in self.data; subclasses override dunders and use self.data
from collections import UserDict, UserList
import copy


class Lower(UserDict):
    def __setitem__(self, key, value):
        self.data[key.lower()] = value

    def __getitem__(self, key):
        return self.data[key.lower()]

    def __contains__(self, key):
        return key.lower() in self.data


d = Lower({"A": 1}, B=2)
d["C"] = 3
d.update([("D", 4)], E=5)
print(d, len(d), d["a"], "b" in d, "Z" in d, d.get("c"), d.get("zz", -1), sorted(d), isinstance(d.data, dict))
print(d.setdefault("F", 6), d.pop("a"), d.pop("nope", None), sorted(d.items()), sorted(d.keys()), sorted(d.values()))
print(d == {"b": 2, "c": 3, "d": 4, "e": 5, "f": 6}, d | {"g": 7}, type(d.copy()).__name__, d.copy() == d)
try:
    d["missing"]
except KeyError as e:
    print("KeyError", e)


class Defaulting(UserDict):
    def __missing__(self, key):
        return f"<{key}>"


u = Defaulting(x=1)
print(u["x"], u["y"], "y" in u, UserDict.fromkeys("ab", 0), repr(UserDict()), copy.copy(u).data)
print(u.popitem(), len(u))


class Unique(UserList):
    def append(self, x):
        if x not in self.data:
            self.data.append(x)


lst = Unique([3, 1, 3])
lst.append(2)
lst.append(1)
lst.extend([9, 9])
print(lst, len(lst), lst[0], lst[-1], lst[1:3], type(lst[1:3]).__name__, 9 in lst, lst.count(3), lst.index(2))
lst.sort(reverse=True)
print(lst, lst + [0], [0] + lst, lst * 2, lst == [9, 9, 3, 3, 2, 1], lst < [10], list(reversed(lst)))
lst.insert(0, 100)
del lst[1]
lst[0] = -1
print(lst, lst.pop(), lst.pop(0), lst, isinstance(lst.data, list), UserList("abc"), UserList())
lst += [7, 7]
lst *= 2
print(lst, sorted(lst), max(lst), sum(lst), copy.copy(lst) == lst, lst.copy() is not lst)
