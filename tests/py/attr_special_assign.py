def t(f):
    try: f(); print("ok")
    except Exception as e: print(type(e).__name__, e)
class A: pass
class B(A): pass
class C: pass
b = B()
t(lambda: setattr(B, "__mro__", ()))
t(lambda: setattr(B, "__bases__", (int,)))
t(lambda: setattr(B, "__dict__", 5))
t(lambda: setattr(B, "__name__", 5))
t(lambda: setattr(B, "__qualname__", 5))
t(lambda: delattr(B, "__name__"))
t(lambda: delattr(B, "__mro__"))
t(lambda: delattr(B, "nope"))
t(lambda: delattr(str, "upper"))
t(lambda: delattr(str, "nope"))
t(lambda: setattr(b, "__class__", int))
t(lambda: setattr(b, "__class__", 5))
def g(): pass
t(lambda: setattr(g, "__code__", None))
t(lambda: setattr(g, "__name__", 5))
t(lambda: setattr(g, "__class__", int))
t(lambda: setattr(print, "x", 1))
t(lambda: setattr(print, "__name__", "p"))
t(lambda: delattr(print, "__name__"))
t(lambda: delattr(g, "__name__"))
t(lambda: delattr(g, "zz"))
g.zz = 1; print(g.zz); del g.zz; t(lambda: g.zz)
g.__name__ = "h"; g.__qualname__ = "X.h"; g.__doc__ = "D"
print(g.__name__, g.__qualname__, g.__doc__, repr(g).split(" at")[0])
B.__name__ = "BB"; print(B, B.__name__, B.__qualname__)
B.__qualname__ = "Q"; print(B, B.__name__, B.__qualname__)
B.__doc__ = "doc"; print(B.__doc__)
class D:
    def who(self): return "D"
class E:
    def who(self): return "E"
x = D(); x.v = 1
x.__class__ = E
print(type(x).__name__, x.who(), x.v, isinstance(x, E), isinstance(x, D))
class F(D): pass
print(F().who())
F.__bases__ = (E,)
print(F().who(), F.__mro__ == (F, E, object), F.__bases__)
t(lambda: setattr(D, "__bases__", (F,)))
