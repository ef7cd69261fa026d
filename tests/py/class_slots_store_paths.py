class P:
    __slots__ = ("x", "y")
    def __init__(self, x, y):
        self.x = x; self.y = y
p = P(1, 2)
p.x = 5
try:
    p.z = 3
except AttributeError as e:
    print("AE", e)
class Q(P):
    __slots__ = ("z",)
    @property
    def w(self): return 1
q = Q(1, 2); q.z = 9
try:
    q.w = 3
except AttributeError as e:
    print("AE", e)
class R2:
    __slots__ = ("a", "_b")
    @property
    def b(self): return self._b
    @b.setter
    def b(self, v): self._b = v * 2
r = R2(); r.b = 4; r.a = 1
print(p.x, p.y, q.z, r.b, r.a)
try:
    r.c = 1
except AttributeError as e:
    print("AE", e)
print(getattr(r, "a"), hasattr(P(0,0), "z"))
try:
    del p.x; print(p.x)
except AttributeError as e:
    print("AE", e)
