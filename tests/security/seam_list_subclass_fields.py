# cpython: same
# list and tuple subclasses with attributes named like length fields
def t(label, f):
    try:
        r = f()
        print(label, "->", repr(r)[:70])
    except Exception as e:
        print(label, type(e).__name__ + ":", str(e)[:70])

class L(list): pass
l = L([1, 2, 3])
l.n = 100
setattr(l, "#n", 50)
t("len", lambda: len(l))
t("list", lambda: list(l))
t("slice", lambda: l[1:])
class Tp(tuple): pass
tp = Tp((1, 2))
tp.n = 9
t("tuple len", lambda: len(tp))
t("tuple attr", lambda: tp.n)
