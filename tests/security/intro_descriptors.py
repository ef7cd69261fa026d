# descriptors and properties: __get__/__set__ of builtins do not hand out internals
def t(label, f):
    try:
        r = f()
        print(label, "->", type(r).__name__)
    except Exception as e:
        print(label, type(e).__name__)
class C:
    @property
    def p(self): return 1
    @staticmethod
    def s(): return 2
    @classmethod
    def c(cls): return cls.__name__
pr = C.__dict__["p"]
t("property.fget", lambda: pr.fget)
t("property.__get__", lambda: pr.__get__(C(), C))
t("property.__set__", lambda: pr.__set__(C(), 1))
t("staticmethod.__func__", lambda: C.__dict__["s"].__func__)
t("classmethod.__func__", lambda: C.__dict__["c"].__func__)
t("property.fget on int", lambda: pr.fget(5))
print(C().p, C.s(), C.c())
