# cpython: same
# class bodies that define names like the runtime's fields
def t(label, f):
    try:
        r = f()
        print(label, "->", repr(r)[:70])
    except Exception as e:
        print(label, type(e).__name__ + ":", str(e)[:70])

ns = {"#meta": 1, "#flat": 2, "#mro": 3, "#name": "fake", "#inst": True, "@f": 4, "#call": print}
C = type("C", (), ns)
t("C()", lambda: type(C()).__name__)
t("C.#name", lambda: getattr(C, "#name"))
t("isinstance", lambda: isinstance(C(), C))
t("C.__name__", lambda: C.__name__)
t("call C()", lambda: C()())
class D:
    locals()["#meta"] = 5
t("D()", lambda: type(D()).__name__)
