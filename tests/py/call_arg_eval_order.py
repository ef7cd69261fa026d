# a call's arguments are evaluated left to right: positional ones (starred too) before the
# keywords' values, for functions, methods and builtins
def k(x):
    print("eval", x)
    return x
def f(a, b=0, c=0, d=0): return a, b, c, d
class C:
    def m(self, a, b=0, c=0): return a, b, c
print(f(k(1), k(2), c=k(3)))
print(f(k(1), c=k(3), b=k(2)))
print(f(*[k(1)], k(2), c=k(3), **{"d": k(4)}))
print(f(k(1), *[k(2)], c=k(3)))
print(C().m(k(1), k(2), c=k(3)))
print(C.m(C(), k(1), c=k(2))[1:])
print(sorted([k(3), k(1)], key=k(abs)), max(k(1), k(2), key=k(None)))
print(k("a"), k("b"), sep=k("-"), end=k("\n"))
it = iter(range(10))
print(f(next(it), next(it), d=next(it), c=next(it)))
print(dict([(next(it), 0)], x=next(it)))
