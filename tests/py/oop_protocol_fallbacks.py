class Seq:
    def __init__(self, n): self.n = n
    def __getitem__(self, i):
        if i >= self.n: raise IndexError(i)
        return i * i
s = Seq(4)
print(list(s), 9 in s, 5 in s, [x for x in s], sorted(s, reverse=True), tuple(s), max(s), sum(s), list(enumerate(s)))
a, b, *rest = Seq(5)
print(a, b, rest, dict(zip(Seq(3), "abc")), list(reversed([*Seq(3)])))
try:
    reversed(Seq(3))
except TypeError as e:
    print("TypeError:", e)
try:
    len(s)
except TypeError as e:
    print("TypeError:", e)
class KeySeq:
    def __getitem__(self, k):
        if isinstance(k, slice):
            return ("slice", k.start, k.stop, k.step)
        if isinstance(k, tuple):
            return ("tuple", k)
        return ("key", k)
k = KeySeq()
print(k[1], k[1:2], k[::3], k[1, 2], k[1:2, 3], k["x"], k[...], k[:, None])
class Sized:
    def __len__(self): return 0
print(bool(Sized()), not Sized(), "yes" if Sized() else "no")
class Eq:
    def __init__(self, v): self.v = v
    def __eq__(self, o):
        if isinstance(o, Eq): return self.v == o.v
        return NotImplemented
e1, e2 = Eq(1), Eq(1)
print(e1 == e2, e1 != e2, e1 == 1, e1 != 1, e1 in [Eq(0), Eq(1)], [Eq(2)].index(Eq(2)), [e1, e2].count(Eq(1)))
try:
    hash(e1)
except TypeError as e:
    print("TypeError:", e)
class Num:
    def __init__(self, v): self.v = v
    def __add__(self, o):
        return Num(self.v + (o.v if isinstance(o, Num) else o))
    def __radd__(self, o):
        return Num(o + self.v)
    def __lt__(self, o):
        return self.v < (o.v if isinstance(o, Num) else o)
    def __repr__(self): return f"Num({self.v})"
n = Num(5)
n += 2
print(n, 1 + n, sum([Num(1), Num(2)]), n > 3, 3 < n, sorted([Num(3), Num(1)]), n < Num(10), Num(10) > n)
try:
    n <= 3
except TypeError as e:
    print("TypeError:", e)
try:
    n - 1
except TypeError as e:
    print("TypeError:", e)
class Acc:
    def __init__(self): self.items = []
    def __iadd__(self, x):
        self.items.append(x); return self
    def __call__(self, *args, **kw):
        return f"called with {args} {kw}"
    def __contains__(self, x):
        return x in self.items
acc = Acc()
acc += 1; acc += "two"
print(acc.items, acc(1, k=2), "two" in acc, 3 not in acc, callable(acc), callable(Acc))
class Temp:
    def __init__(self): self._t = 0
    @property
    def t(self): return self._t
    @t.setter
    def t(self, v): self._t = v
    @t.deleter
    def t(self): print("deleting"); del self._t
tp = Temp(); tp.t = 5; print(tp.t); del tp.t
try:
    tp.t
except AttributeError as e:
    print("AttributeError:", e)
class Meta:
    @classmethod
    def make(cls): return cls.__name__
    @staticmethod
    def util(x): return x * 2
class Sub(Meta): pass
print(Meta.make(), Sub.make(), Sub().make(), Sub.util(4), Sub().util(5))
T = type("Dyn", (Meta,), {"x": 1, "hello": lambda self: f"hi {self.x}"})
print(T.__name__, T().hello(), T.make(), isinstance(T(), Meta), T.__mro__)
class A:
    pass
a = A()
a.__class__ = Sub
print(type(a).__name__, a.make(), isinstance(a, Meta))
