# functools wrappers: partial, lru_cache, wraps expose no internals
def t(label, f):
    try:
        r = f()
        print(label, "->", type(r).__name__)
    except Exception as e:
        print(label, type(e).__name__)
import functools
p = functools.partial(print, "x")
for attr in ["func", "args", "keywords", "__globals__", "#call", "__code__"]:
    t("partial." + attr, lambda: getattr(p, attr))
@functools.lru_cache(maxsize=None)
def f(n): return n
for attr in ["__wrapped__", "cache_info", "#cache", "__globals__", "cache_parameters"]:
    t("lru." + attr, lambda: getattr(f, attr))
print(f(3), f.cache_info())
