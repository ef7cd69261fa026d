# object.__new__, type.__new__ and type.__call__ refuse forged metatables and non-types
def t(label, f):
    try:
        r = f()
        print(label, "->", type(r).__name__)
    except Exception as e:
        print(label, type(e).__name__)
class M: pass
fake = M()
setattr(fake, "#meta", M())
setattr(fake, "#inst", True)
t("object.__new__(fake)", lambda: object.__new__(fake))
t("object.__new__(5)", lambda: object.__new__(5))
t("type.__new__(fake)", lambda: type.__new__(fake, "X", (), {}))
t("type.__call__(fake)", lambda: type.__call__(fake))
t("int.__new__(M)", lambda: int.__new__(M))
t("str.__new__(M)", lambda: str.__new__(M))
t("list.__new__(fake)", lambda: list.__new__(fake))
t("object.__init__(5, 1)", lambda: object.__init__(5, 1))
t("super(fake)", lambda: super(fake, fake))
