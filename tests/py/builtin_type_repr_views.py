# the reprs of builtin types that moonpy builds itself: no __main__. prefix, CPython's names
d = {"a": 1}
print(type(d.keys()), type(d.values()), type(d.items()))
print(type(d.keys()).__name__, type(d.items()).__module__)
print(staticmethod, classmethod, type(staticmethod(len)), type(classmethod(len)))
class A:
    @staticmethod
    def f(): return 1
    @classmethod
    def g(cls): return cls.__name__
print(type(A.__dict__["f"]), type(A.__dict__["g"]), A.f(), A.g(), A().g())
print(type(iter(b"ab")), type(iter(bytearray(b"ab"))), type(iter(memoryview(b"ab"))))
print(type(iter("abc")), type(iter("é")), type(iter("")))
print(next(iter("é")), list(iter(b"ab")), list(iter(memoryview(b"xy"))))
