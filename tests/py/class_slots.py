class V:
    __slots__ = ("x", "y")
    def __init__(self, x, y):
        self.x = x
        self.y = y
v = V(1, 2)
v.x = 5
print(v.x, v.y)
try:
    v.z = 3
except AttributeError as e:
    print(e)
class W(V):
    __slots__ = ["w"]
w = W(1, 2); w.w = 3; print(w.x, w.w)
try:
    w.q = 1
except AttributeError as e:
    print(e)
class D(V):
    pass
d = D(1, 2); d.anything = 4; print(d.anything)
class S:
    __slots__ = "only"
s = S(); s.only = 1; print(s.only)
try:
    s.other = 2
except AttributeError as e:
    print(e)
class P:
    __slots__ = ("_a",)
    @property
    def a(self): return self._a
    @a.setter
    def a(self, v): self._a = v * 2
p = P(); p.a = 4; print(p.a)
class M:
    __slots__ = ("x",)
    def m(self): return 1
try:
    M().m = 5
except AttributeError as e:
    print(e)
try:
    print(V(1, 2).__slots__)
    V(0, 0).nope
except AttributeError as e:
    print(e)
