# cpython: same
# a list changed during sort is detected (F15)
def t(label, f):
    try:
        r = f()
        print(label, "->", repr(r)[:70])
    except Exception as e:
        print(label, type(e).__name__ + ":", str(e)[:70])

a = [3, 1, 2]
def key(x):
    a.append(0)
    return x
t("sort mutating", lambda: a.sort(key=key))
t("len", lambda: len(a) < 100)
class H:
    def __hash__(self): return 1.5
t("hash 1.5", lambda: hash(H()))
class H2:
    def __hash__(self): return 2 ** 100
t("hash big", lambda: hash(H2()) == hash(2 ** 100))
