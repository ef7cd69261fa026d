# o.m(args) looks m up before it evaluates the arguments: a missing method raises before the
# arguments run, and __getattr__ runs first
def k(x, tag):
    print("eval", tag)
    return x
class A:
    def __getattr__(self, n):
        print("getattr", n)
        return lambda *a, **kw: ("called", a, kw)
    def real(self, *a, **kw): return ("real", a, kw)
a = A()
print(k(a, "obj").meth(k(1, "a1"), k(2, "a2")))
print(k(a, "obj").meth(k(1, "a1"), k(2, "a2"), x=k(3, "kw")))
print(a.meth(k(1, "only")), a.real(k(1, "r1"), k(2, "r2"), z=k(3, "rz")))
print(k(print, "callee") is print)
class B:
    def __init__(self, **kw): self.kw = kw
class C(B):
    def __init__(self, v):
        super().__init__(v=k(v, "super kw"), w=len([v]))
print(C(5).kw)
for call in (lambda: B().missing(k(1, "m1"), k(2, "m2")),
             lambda: {}.nope(k(1, "n1"), k(2, "n2")),
             lambda: [].nope(k(1, "p1"), key=k(2, "p2")),
             lambda: "s".nope(*[k(1, "s1")])):
    try:
        call()
    except AttributeError as e:
        print(e)
items = [3, 1, 2]
items.sort(key=lambda x: -x)
print(items, "-".join(map(str, items)), "{}|{}".format(k(1, "f1"), k(2, "f2")))
