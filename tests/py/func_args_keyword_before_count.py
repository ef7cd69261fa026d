# a call with too many positional arguments and a bad keyword: CPython binds the keywords first, so the keyword's error is the one raised
def f(a): pass
def g(a, b=1, *, c): pass
def h(a, /, b): pass
class K:
    def m(self, x): pass
tests = [lambda: f(1, 2, c=3), lambda: f(1, 2, a=3), lambda: f(1, a=2), lambda: g(1, 2, 3, d=4), lambda: g(1, 2, 3, c=4),
         lambda: g(1, 2, 3), lambda: g(), lambda: h(a=1, b=2), lambda: h(1, 2, 3, b=4), lambda: K().m(1, 2, z=3), lambda: K().m(),
         lambda: f(**{'a': 1, 'b': 2}), lambda: f(*[1, 2], **{'a': 1}), lambda: g(1, c=2, b=3, e=5), lambda: f(), lambda: K.m(x=1)]
for t in tests:
    try: t()
    except TypeError as e: print(e)
for t in [lambda: sorted([1], 2, key=None), lambda: max(1, 2, key=None, bad=1), lambda: [].sort(1, key=None), lambda: "a".split(",", 1, 2, maxsplit=1)]:
    try: t()
    except TypeError as e: print(e)
