# cpython: same
# keyword arguments named like private keys are ordinary keywords
def t(label, f):
    try:
        r = f()
        print(label, "->", repr(r)[:70])
    except Exception as e:
        print(label, type(e).__name__ + ":", str(e)[:70])

def f(**kw): return sorted(kw.items())
t("kw", lambda: f(**{"#meta": 1, "@f": 2, "\x01x": 3, "#": 4, "": 5}))
def g(a, **kw): return a, kw
t("g", lambda: g(1, **{"#tb": 5}))
class C:
    def __init__(self, **kw):
        for k, v in kw.items():
            setattr(self, k, v)
c = C(**{"#meta": {}, "#dict": 1, "@__repr__": 2})
t("repr(c)", lambda: repr(c).split(" at ")[0])
t("vars", lambda: sorted(vars(c)))
t("dict(**)", lambda: dict(**{"#n": 1, "#i": 2}))
