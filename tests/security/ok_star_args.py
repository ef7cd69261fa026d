# cpython: same
# benign control: *args, **kwargs, keyword-only and defaults
def f(a, b=2, *args, c, d=4, **kw):
    return a, b, args, c, d, sorted(kw.items())
print(f(1, c=3), f(1, 2, 3, 4, c=5, e=6, f=7))
def g(*, key): return key
print(g(key="k"))
try:
    g("k")
except TypeError as e:
    print("TypeError:", e)
