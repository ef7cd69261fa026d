# cpython: same
# __slots__ with private-looking names
def t(label, f):
    try:
        r = f()
        print(label, "->", repr(r)[:70])
    except Exception as e:
        print(label, type(e).__name__ + ":", str(e)[:70])

t("slots #meta", lambda: type("S", (), {"__slots__": ("#meta", "@x")}))
class S:
    __slots__ = ("a",)
o = S()
t("set a", lambda: setattr(o, "a", 1))
t("set b", lambda: setattr(o, "b", 1))
t("set #meta", lambda: setattr(o, "#meta", 1))
