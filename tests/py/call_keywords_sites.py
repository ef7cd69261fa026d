# keyword calls: a call site's binding is worked out once per function; every shape of
# binding, error and evaluation order must stay CPython's
def f(a, b=2, c=3, d=4):
    return (a, b, c, d)
def g(x, y, /, z=0):
    return (x, y, z)
def h(p, q):
    return p - q
print(f(1, b=5), f(1, c=5), f(1, d=5), f(a=9), f(1, d=7, b=8), f(c=1, a=2), f(1, 2, d=0))
print(g(1, 2, z=3), h(q=1, p=10), h(5, q=2))
# the same site calling different functions
for fn in [f, h, lambda p=0, q=0: (p, q), lambda q, p: q * p]:
    print(fn(p=3, q=4) if fn is not f else fn(1, b=1))
site = [h, lambda q, p: q - p, lambda **kw: sorted(kw.items()), lambda *a, **kw: (a, kw)]
for fn in site:
    print(fn(p=1, q=2))
# errors, each once per site and again (the cached binding must not hide them)
def attempt(thunk):
    try:
        print(thunk())
    except TypeError as e:
        print("TypeError:", e)
for _ in range(2):
    attempt(lambda: f(1, e=2))
    attempt(lambda: f(1, a=2))
    attempt(lambda: f(b=2))
    attempt(lambda: g(1, y=2))
    attempt(lambda: h(1, 2, q=3))
    attempt(lambda: h(p=1))
    attempt(lambda: len(obj=[1]))
    attempt(lambda: sorted([3, 1], reversed=True))
# builtins and evaluation order
log = []
def v(x):
    log.append(x)
    return x
print(f(v(1), d=v(4), b=v(2)), log)
print(sorted([3, 1, 2], reverse=True), sorted(["b", "A", "c"], key=str.lower), max([1, -5, 3], key=abs))
print(min([4, 2, 8], default=0), round(3.14159, ndigits=2), int("ff", base=16), enumerate("ab", start=1).__next__())
print("x", "y", sep="-", end="!\n")
# a function redefined at the same name between calls of one site
def k(a, b=1):
    return a + b
for i in range(3):
    print(k(1, b=i), k(a=i))
    def k(a, c=0, b=100 * (i + 1)):
        return a * b + c
class P:
    def __init__(self, x, y=0):
        self.x, self.y = x, y
    def m(self, t, u=1):
        return self.x + t * u
p = P(1, y=2)
bound = p.m
print(p.x, p.y, bound(2, u=3), bound(t=4), P(x=5).y)
# method calls with keywords: builtin methods, user methods, errors, a site seeing several types
xs = [3, -1, 2]
xs.sort(key=abs)
print(xs, "a b c".split(maxsplit=1), "a,b,,c".split(sep=",", maxsplit=2), "x".center(5, "*"))
class Q:
    def m(self, t, u=1, v=2):
        return (t, u, v)
    @staticmethod
    def s(a, b=0):
        return a - b
    @classmethod
    def c(cls, a, b=0):
        return (cls.__name__, a, b)
q = Q()
for _ in range(2):
    print(q.m(1, v=5), q.m(t=2), q.m(1, u=3, v=4), q.s(5, b=2), q.s(b=1, a=9), q.c(1, b=2), Q.c(a=3))
    attempt(lambda: q.m(1, w=2))
    attempt(lambda: q.m(u=2))
    attempt(lambda: q.m(1, 2, 3, t=4))
    attempt(lambda: [].append(x=1))
    attempt(lambda: {}.get(key="k"))
for o in [Q(), {"a": 1}, [1, 2]]:
    try:
        print(o.m(t=1) if isinstance(o, Q) else o.pop(default=0) if isinstance(o, dict) else o.index(value=2))
    except TypeError as e:
        print("TypeError:", e)
import json
print(json.dumps({"b": 1, "a": [1, 2]}, indent=2, sort_keys=True))
print(", ".join(sorted({"x": 2, "y": 1}, key=lambda k: -ord(k))))
