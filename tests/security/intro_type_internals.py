# type internals: __dict__, __mro__, __bases__, mro(), __base__, __flags__
def t(label, f):
    try:
        r = f()
        print(label, "->", type(r).__name__)
    except Exception as e:
        print(label, type(e).__name__)
class A: pass
class B(A): pass
for attr in ["__dict__", "__mro__", "__bases__", "__base__", "__flags__", "__basicsize__",
             "__dictoffset__", "__weakrefoffset__", "__text_signature__", "__abstractmethods__",
             "__subclasshook__", "__init_subclass__", "__prepare__", "__instancecheck__", "mro"]:
    t("B." + attr, lambda: getattr(B, attr))
print(B.__mro__)
print([c.__name__ for c in B.__mro__])
t("set __bases__", lambda: setattr(B, "__bases__", (int,)))
t("set __mro__", lambda: setattr(B, "__mro__", (B, int, object)))
print(B.__mro__, issubclass(B, A))
