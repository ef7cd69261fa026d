# cpython: same
def t(label, f):
    try:
        r = f()
        print(label, "->", r)
    except (AttributeError, TypeError) as e:
        print(label, type(e).__name__)
class A:
    def f(self): return "A"
class B(A): pass
t("B.__mro__ =", lambda: setattr(B, "__mro__", (B, int, object)))
t("B.__bases__ =", lambda: setattr(B, "__bases__", (int,)))
t("B.__dict__ =", lambda: setattr(B, "__dict__", 5))
t("B.__name__ =", lambda: setattr(B, "__name__", "]]"))
b = B()
t("b.__class__ = int", lambda: setattr(b, "__class__", int))
def g(): return 1
t("g.__code__ =", lambda: setattr(g, "__code__", None))
print(B.__mro__, isinstance(b, int), B().f(), g())
