# type(), __name__, __qualname__ and repr of functions, methods and builtin types
class A:
    def f(self): pass
    def g(self): return super()
print(type(print), type("abc".upper), type([].append), type(A().f), type(A.f))
for o in [print, "abc".upper, [].append, A().f, A().g(), iter([]), iter(()), iter(""), iter({}), iter(set()), iter(range(3)), (x for x in []), {}.keys(), {}.values(), {}.items(), zip(), map(len, []), filter(None, []), enumerate([]), reversed([]), range(1), slice(1), property(), staticmethod(len), classmethod(len), NotImplemented, Ellipsis, None, type, object(), frozenset()]:
    t = type(o)
    print(t.__name__, t.__qualname__, [c.__name__ for c in t.__mro__])
m = "abc".upper
print(m.__name__, m.__self__, m.__qualname__, callable(m), repr(m).split(" at ")[0])
a = [].append
print(a.__name__, a.__qualname__, repr(a).split(" at ")[0])
print(repr(print), print.__name__, print.__qualname__)
class A:
    def f(self): pass
print(m == "abc".upper, hash(m) == hash("abc".upper))
class A:
    def f(self): pass
    @classmethod
    def c(cls): pass
    @staticmethod
    def s(): pass
print(repr(A().f).split(" at ")[0], repr(print), repr(len), repr(A.f).split(" at ")[0], repr(lambda: 0).split(" at ")[0])
print(repr(A.c).split(" at ")[0], repr(A().s).split(" at ")[0])
def g():
    def h(): pass
    return h
print(repr(g()).split(" at ")[0], g().__qualname__)
print(repr(dict.fromkeys).split(" at ")[0], repr(str.upper).split(" at ")[0])
print(repr({}.get).split(" at ")[0], repr(sorted), repr(max))
print(type(str.upper), str.upper.__name__, str.upper.__qualname__, list.append.__qualname__)
print(type(dict.fromkeys).__name__, dict.fromkeys.__name__, type(len).__name__, len.__module__, print.__qualname__)
import math
print(repr(math.sqrt), math.sqrt.__name__, type(math.sqrt).__name__)
