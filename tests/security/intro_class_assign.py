# cpython: same
# __class__ assignment cannot turn an object into a builtin type or a forged one
def t(label, f):
    try:
        r = f()
        print(label, "->", type(r).__name__)
    except Exception as e:
        print(label, type(e).__name__)
class A: pass
a = A()
t("a.__class__ = int", lambda: setattr(a, "__class__", int))
t("a.__class__ = str", lambda: setattr(a, "__class__", str))
t("a.__class__ = type", lambda: setattr(a, "__class__", type))
t("a.__class__ = 5", lambda: setattr(a, "__class__", 5))
t("(1).__class__ = A", lambda: setattr(1, "__class__", A))
t("[].__class__ = A", lambda: setattr([], "__class__", A))
print(type(a).__name__, isinstance(a, A))
