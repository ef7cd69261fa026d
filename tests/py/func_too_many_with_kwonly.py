# too many positional arguments, with keyword-only ones given too: CPython counts both
def h(a, b=2, /, c=3, *, d, e=5, **rest): return a
def k0(*, a, b=1): return a
def one(x, *, y): return x
class C:
    def m(self, a, *, flag=False): return a
for call in (lambda: h(1, 2, 3, 4, d=1), lambda: h(1, 2, 3, 4, d=1, e=2), lambda: h(1, 2, 3, 4, z=1),
             lambda: k0(1, a=2), lambda: k0(1, 2, a=1, b=2), lambda: one(1, 2, y=3), lambda: one(1, 2),
             lambda: C().m(1, 2, flag=True), lambda: (lambda p, *, q: 0)(1, 2, q=3)):
    try:
        call()
    except TypeError as e:
        print(e)
