def area(w, h): return w * h
def f(a, b=1): return a
def z(): return 0
class C:
    def m(self): return 1
    @staticmethod
    def s(x): return x
def outer():
    def inner(q): return q
    return inner
for call in [lambda: area(2, 3, 4), lambda: f(1, 2, 3), lambda: z(1), lambda: z(1, 2), lambda: C().m(1),
             lambda: C.s(1, 2), lambda: (lambda x: x)(1, 2), lambda: outer()(1, 2), lambda: area(2, 3)]:
    try:
        print(call())
    except TypeError as e:
        print(e)
print(sorted([3, 1], key=lambda v: -v), list(map(lambda a, b: a + b, [1], [2])))
