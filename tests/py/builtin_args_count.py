# Builtin functions given too many positional arguments raise CPython's TypeError; pow()
# with three arguments of the wrong types; a positional-only parameter passed by keyword;
# an empty unpacking target.

builtins_by_name = {"repr": repr, "ascii": ascii, "len": len, "abs": abs, "any": any, "all": all, "chr": chr, "ord": ord, "hex": hex, "oct": oct, "bin": bin, "hash": hash, "id": id, "callable": callable, "isinstance": isinstance, "issubclass": issubclass, "divmod": divmod, "setattr": setattr, "hasattr": hasattr, "delattr": delattr, "sum": sum, "round": round, "pow": pow, "iter": iter, "next": next, "getattr": getattr, "format": format, "vars": vars, "dir": dir, "input": input, "globals": globals, "locals": locals}
for name, f in builtins_by_name.items():
    for extra in (2, 4):
        try:
            f(*([[1]] * extra))
            print(name, extra, "no error")
        except TypeError as e:
            print(name, extra, "TypeError:", e)
        except Exception as e:
            print(name, extra, type(e).__name__)

try:
    print(len([1], [2]))
except TypeError as e:
    print("TypeError:", e)
items = [1, 2, 3]
try:
    n = len(items, 0)
except TypeError as e:
    print("TypeError:", e)
print(len(items), abs(-3), round(2.567, 2), divmod(7, 2), sum([1, 2], 10))


def total(xs):
    return sum(xs, 0, 1)


try:
    total([1])
except TypeError as e:
    print("in a function:", e)

for args in [("x", 2, 3), (2, "x", 3), (2, 3, "x"), (2.0, 3, 5), (2, 3.0, 5), (2, -1, 5),
             (2, 3, 0), ([1], 2, 3), (2, 3, None), (3, 4, 5), (2 ** 70, 3, 7), (True, 2, 3)]:
    try:
        print(pow(*args))
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)


class M:
    def __pow__(self, e, mod=None):
        return ("pow", e, mod)


print(pow(M(), 2, 5), pow(M(), 2), M() ** 3)


def g(a, /):
    return a


def h(a, b, /, c, *, d=0):
    return a, b, c, d


def k(a, /, **kw):
    return a, kw


for f in [lambda: g(a=1), lambda: h(1, 2, 3, a=1), lambda: h(a=1, b=2, c=3),
          lambda: h(1, 2, c=3, zz=1), lambda: h(1, 2, c=3, zz=1, a=5), lambda: k(1, a=2),
          lambda: h(1, 2, 3, d=4)]:
    try:
        print(f())
    except TypeError as e:
        print(e)

[] = []
() = ()
[] = ""
() = iter([])
for v in ([1], "ab", (1, 2), iter([3]), 5):
    try:
        [] = v
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
a, [] = 1, []
print(a)
for [] in [[], ()]:
    print("empty target in a for")
