from abc import ABC, abstractmethod
class A: pass
class B:
    def __init__(self): return 5
class C:
    @property
    def x(self): return 1
class D:
    __slots__ = ("a",)
class E(ABC):
    @abstractmethod
    def f(self): ...
    @abstractmethod
    def g(self): ...
class F:
    def m(self): return 1
class G:
    def __init__(self, v): self.v = v
class H(G):
    def __init__(self):
        super().__init__()
class I:
    def __new__(cls): return 42
class J:
    def __init__(self, x): self.x = x
    def __eq__(self, o): return self.x == o.x
tests = r'''
A(1)
A(x=1)
B()
C().__setattr__("x", 2)
setattr(C(), "x", 2)
delattr(C(), "x")
D().b
setattr(D(), "b", 1)
E()
F.m()
F().m(1)
H()
I()
type(I())
isinstance([], list[int])
issubclass(1, int)
issubclass(int, 1)
isinstance(1, (int, "x"))
J(1) == 5
J(1) != J(1)
hash(J(1))
object().__dict__
A().__dict__
vars(1)
A.__name__, A.__qualname__, A.__module__
F.m.__qualname__, F().m.__name__
type(F().m).__name__, type(F.m).__name__, type(len).__name__, type(lambda: 0).__name__
super(G, H.__new__(H)).__init__
getattr(A(), "__class__").__name__
A.__bases__, object.__bases__, type.__mro__
callable(A), callable(A()), callable(F().m)
'''
for line in tests.strip().splitlines():
    try:
        r = eval(line)
        print(repr(r) if "super" not in line else "bound")
    except Exception as e:
        print("EXC", line, "|", type(e).__name__, e)
class A: pass
class M(type): pass
for f in [lambda: A(x=1), lambda: A(1, y=2), lambda: issubclass(bool, int | str), lambda: issubclass(str, int | None), lambda: issubclass(A, (int, A)), lambda: issubclass(A, object)]:
    try: print(f())
    except TypeError as e: print("TypeError:", e)
import abc
class Base(abc.ABC):
    pass
class K(Base): pass
print(issubclass(K, Base), isinstance(K(), Base))
try:
    K(a=1)
except TypeError as e: print("TypeError:", e)
