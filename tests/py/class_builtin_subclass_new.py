# Subclasses of the builtin containers with their own __new__ and __init__
class Pt(tuple):
    def __new__(cls, x, y):
        return super().__new__(cls, (x, y))

    @property
    def x(self):
        return self[0]

    @property
    def y(self):
        return self[1]

    def __repr__(self):
        return f"Pt({self.x}, {self.y})"


p = Pt(1, 2)
print(p, len(p), p.x, p[1], type(p).__name__, p == (1, 2), tuple(p), list(p), hash(p) == hash((1, 2)))
a, b = p
print(a, b, sorted([Pt(3, 1), Pt(1, 5)]), max(Pt(0, 9)))


class Vec(tuple):
    def __new__(cls, *args):
        return tuple.__new__(cls, args)

    def __add__(self, o):
        return Vec(*(a + b for a, b in zip(self, o)))

    def norm2(self):
        return sum(c * c for c in self)


v = Vec(1, 2) + Vec(3, 4)
print(v, type(v).__name__, v.norm2(), Vec(), len(Vec(1, 2, 3)))


class Stack(list):
    def __init__(self, items=()):
        super().__init__(items)
        self.pushes = 0

    def push(self, x):
        self.append(x)
        self.pushes += 1

    def peek(self):
        return self[-1]


s = Stack([1])
s.push(2)
s.push(3)
print(s, s.peek(), len(s), type(s).__name__, s.pushes, s[::-1], sum(s), 2 in s)


class Sorted(list):
    def __new__(cls, items):
        obj = super().__new__(cls)
        return obj

    def __init__(self, items):
        super().__init__(sorted(items))


print(Sorted([3, 1, 2]), isinstance(Sorted([]), list))


class Default(dict):
    def __missing__(self, k):
        return k * 2


d = Default(a=1)
print(d["a"], d["zz"], d, type(d).__name__, len(d))


class Config(dict):
    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.setdefault("debug", False)

    def __getattr__(self, k):
        try:
            return self[k]
        except KeyError:
            raise AttributeError(k)


c = Config(host="h")
c2 = Config({"port": 1}, user="u")
print(c, c.host, c.debug, c2, c2.port)


class Tags(set):
    def __init__(self, items=()):
        super().__init__(x.lower() for x in items)


t = Tags(["A", "b", "a"])
print(sorted(t), len(t), "a" in t)


class Frozen(frozenset):
    def __new__(cls, *items):
        return super().__new__(cls, items)


f = Frozen(3, 1, 2)
print(sorted(f), type(f).__name__, 2 in f)
try:
    tuple.__new__(list)
except TypeError as e:
    print("TypeError:", e)
