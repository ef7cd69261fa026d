# cpython: same
# a dict subclass whose keys are runtime field names
def t(label, f):
    try:
        r = f()
        print(label, "->", repr(r)[:70])
    except Exception as e:
        print(label, type(e).__name__ + ":", str(e)[:70])

class D(dict): pass
d = D({"#i": 1, "#n": 2, "#keys": 3, "n": 4})
t("len", lambda: len(d))
t("items", lambda: sorted(d.items()))
t("get #n", lambda: d.get("#n"))
d["#meta"] = {}
t("type", lambda: type(d).__name__)
t("repr", lambda: repr(d))
