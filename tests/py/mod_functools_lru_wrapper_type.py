import functools
@functools.lru_cache(maxsize=32)
def f(x):
    "doc"
    return x * 2
@functools.cache
def g(x): return x
print(type(f), type(f).__name__, type(g).__name__, f.__name__, f.__qualname__, f.__doc__, f.__module__, f.__wrapped__.__name__)
print(f(2), f(2), f.cache_info(), callable(f), isinstance(f, type(g)))
class C:
    @functools.lru_cache(maxsize=None)
    def m(self, x): return x + 1
    @property
    @functools.cache
    def p(self): return 5
c = C(); print(c.m(1), c.m(1), C.m.cache_info(), c.p, type(C.m).__name__)
print(repr(f)[:38])
