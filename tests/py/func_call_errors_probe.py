def f(a, b, c=3): return a + b + c
def g(a, /, b, *, c): return (a, b, c)
def h(*args, **kw): return args, kw
def k(a, *rest, key=None): return a, rest, key
class P:
    def __init__(self, x, y): self.x, self.y = x, y
    def move(self, dx, dy=0): return P(self.x + dx, self.y + dy)
    @staticmethod
    def origin(): return P(0, 0)
    @classmethod
    def make(cls, v): return cls(v, v)
    def __repr__(self): return f"P({self.x}, {self.y})"
lam = lambda x: x
tests = r'''
f(1)
f()
f(1, 2, 3, 4)
f(1, 2, d=4)
f(1, 2, a=1)
f(1, b=2, c=3, a=4)
g(1, 2, 3)
g(a=1, b=2, c=3)
g(1, 2)
g(1, b=2)
g(1, c=3)
h(1, x=2)
k()
k(1, 2, 3, key=4, other=5)
P(1)
P(1, 2, 3)
P(x=1, z=2)
P(1, 2).move()
P(1, 2).move(1, 2, 3)
P(1, 2).move(dx=1, dz=2)
P.move(1)
P.move()
P.origin(1)
P.make()
P.make(1, 2)
P(1, 2).make(3)
lam()
lam(1, 2)
lam(y=1)
(lambda: 0)(1)
(lambda *a: a)(1, 2)
(lambda a, b=2, *c, d, **e: 0)(1)
f(*[1, 2, 3, 4])
f(**{"a": 1, "b": 2, "zz": 3})
f(*[1], **{"a": 2})
h(**{1: 2})
f(**[1])
print(*[1, 2], sep=", ", end="!\n") or "ok"
max(*[[1, 2]])
'''
for line in tests.strip().splitlines():
    try:
        print(repr(eval(line)))
    except Exception as e:
        print("EXC", line, "|", type(e).__name__, e)
