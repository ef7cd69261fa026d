class L(list):
    def __iter__(self):
        print("  L.__iter__")
        return super().__iter__()
    def __contains__(self, x):
        print("  L.__contains__", x)
        return super().__contains__(x)
    def __setitem__(self, i, v):
        print("  L.__setitem__", i, v)
        super().__setitem__(i, v)
    def __delitem__(self, i):
        print("  L.__delitem__", i)
        super().__delitem__(i)
    def append(self, x):
        print("  L.append", x)
        super().append(x)
    def __eq__(self, o):
        print("  L.__eq__")
        return super().__eq__(o)
    def __add__(self, o):
        return L(list(self) + list(o))
l = L([1, 2, 3])
print(2 in l, [x for x in l], list(l), sorted(l), sum(l), max(l), tuple(l), set(l) == {1, 2, 3})
a, b, c = l
print(a, b, c, *l)
l[0] = 10
l[1:2] = [20]
del l[0]
del l[0:1]
l.append(4)
l.extend([5])
l += [6]
l.insert(0, 0)
print(l, l == [0, 4, 5, 6], l + [7], type(l + [7]).__name__, type(l * 2).__name__)
for i, v in enumerate(l):
    pass
print(list(zip(l, "abcd")), list(map(str, l)), ",".join(map(str, l)), list(reversed(l)))
class D(dict):
    def __setitem__(self, k, v):
        print("  D.__setitem__", k, v)
        super().__setitem__(k, v.upper() if isinstance(v, str) else v)
    def __contains__(self, k):
        print("  D.__contains__", k)
        return super().__contains__(k)
    def __iter__(self):
        print("  D.__iter__")
        return super().__iter__()
d = D(a="x")
d["b"] = "y"
d.update(c="z")
d.setdefault("e", "w")
print(d, "a" in d, list(d), dict(d), {**d}, len(d), sorted(d))
for k in d:
    pass
print([k for k in d.items()])
class P(list): pass
p = P([1,2,3])
p[0:1] = [9]
del p[1:2]
try:
    p[::2] = [7, 8]
except ValueError as e:
    print("ValueError:", e)
print(p)
