# the classic object.__subclasses__() walk to a class with os or open in its globals
def t(label, f):
    try:
        r = f()
        print(label, "->", type(r).__name__)
    except Exception as e:
        print(label, type(e).__name__)
t("object.__subclasses__", lambda: object.__subclasses__())
t("().__class__.__base__", lambda: ().__class__.__base__.__subclasses__())
t("type.__subclasses__", lambda: type.__subclasses__(object))
t("int.__subclasses__", lambda: int.__subclasses__())
t("getattr", lambda: getattr(object, "__subclasses__")())
for c in [object, int, str, type, BaseException, Exception]:
    t(c.__name__ + ".__subclasses__", lambda: c.__subclasses__())
t("warnings via subclasses", lambda: [x for x in object.__subclasses__() if x.__name__ == "catch_warnings"][0]()._module.__builtins__)
