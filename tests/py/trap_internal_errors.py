# internal failures become the Python errors CPython raises (F12, F15): a module called, an
# inconsistent sort comparator, a big enumerate start, __hash__ results, a list changed while
# sorted, deeply nested JSON, NotImplemented used as a value
import math, functools, random, json
def t(f):
    try:
        r = f()
        print("ok", r)
    except Exception as e:
        print(type(e).__name__ + ":", e)
t(lambda: math(1))
random.seed(1)
t(lambda: len(sorted(range(50), key=functools.cmp_to_key(lambda a, b: random.choice([-1, 0, 1])))))
t(lambda: list(enumerate('ab', 2**100)))
class H:
    def __hash__(self): return 1.5
t(lambda: hash(H()))
class H2:
    def __hash__(self): return 2**100
t(lambda: hash(H2()) == hash(2**100))
def mod_during_sort():
    a = [3, 2, 1]
    def k(x):
        a.append(x)
        return x
    a.sort(key=k)
    return a
t(mod_during_sort)
t(lambda: len(json.loads("[" * 100000 + "]" * 100000)))
t(lambda: json.loads("[" * 500 + "]" * 500) is not None)
t(lambda: NotImplemented())
t(lambda: NotImplemented.x)
t(lambda: NotImplemented + 1)
t(lambda: (1).x)
t(lambda: print.x)
t(lambda: type(print))
