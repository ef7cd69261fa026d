# cpython: same
# objects with forged iterator fields are not iterators (F12)
def t(label, f):
    try:
        r = f()
        print(label, "->", repr(r)[:70])
    except Exception as e:
        print(label, type(e).__name__ + ":", str(e)[:70])

class O: pass
o = O()
setattr(o, "#next", lambda: 1)
setattr(o, "#iter", lambda: o)
t("iter", lambda: iter(o))
t("next", lambda: next(o))
t("list", lambda: list(o))
t("for", lambda: [x for x in o])
