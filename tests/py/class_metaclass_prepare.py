# a metaclass's __prepare__: the body runs in its mapping (injected names, a dict subclass's __setitem__, an OrderedDict), keywords passed on; class bodies read False and None from their namespace
class Meta(type):
    @classmethod
    def __prepare__(mcs, name, bases, **kw):
        print("prepare", name, kw)
        return {"injected": 42}
    def __new__(mcs, name, bases, ns, **kw):
        print("new", name, sorted(k for k in ns if not k.startswith("__")))
        return super().__new__(mcs, name, bases, ns)
    def __init__(cls, name, bases, ns, **kw):
        super().__init__(name, bases, ns)
class A(metaclass=Meta, flag=True):
    x = 1
    y = injected + 1
    def m(self):
        return self.x
print(A.y, A.injected, A().m())
class NoDup(dict):
    def __setitem__(self, k, v):
        if k in self and not k.startswith("__"):
            raise TypeError(f"duplicate member {k!r}")
        super().__setitem__(k, v)
class Strict(type):
    @classmethod
    def __prepare__(mcs, name, bases):
        return NoDup()
    def __new__(mcs, name, bases, ns):
        return super().__new__(mcs, name, bases, dict(ns))
class Ok(metaclass=Strict):
    a = 1
    b = 2
print(Ok.a, Ok.b)
try:
    class Bad(metaclass=Strict):
        a = 1
        a = 2
except TypeError as e:
    print("TypeError:", e)
from collections import OrderedDict
class Ordered(type):
    @classmethod
    def __prepare__(mcs, name, bases):
        return OrderedDict()
    def __new__(mcs, name, bases, ns):
        cls = super().__new__(mcs, name, bases, dict(ns))
        cls.order = [k for k in ns if not k.startswith("__")]
        return cls
class P(metaclass=Ordered):
    z = 1
    a = 2
    def f(self): pass
print(P.order)
class Sub(A):
    w = 3
print(Sub.w, type(Sub).__name__)
class A:
    x = False
    y = not x
    n = None
    m = n
print(A.y, A.m)
