# Class and function metadata: __doc__, __qualname__ of nested classes, __annotations__,
# property(doc=...), the slice type, the MRO-conflict message
from typing import Dict, List, Optional


class ConfigError(Exception):
    """Raised on bad config."""


class Sub(ConfigError):
    pass


class Plain:
    pass


class Documented:
    """A class.

    With two paragraphs.
    """

    def method(self):
        """Does things."""


print(ConfigError.__doc__)
print(Sub.__doc__, Plain.__doc__, Plain().__doc__)
print(repr(Documented.__doc__), Documented().__doc__ == Documented.__doc__)
print(Documented.method.__doc__, Documented().method.__doc__)
try:
    raise ConfigError("x")
except ConfigError as e:
    print(type(e).__doc__)


class Outer:
    class Inner:
        class Deepest:
            def m(self):
                pass

    def make(self):
        class Local:
            pass
        return Local


print(Outer.Inner.__qualname__, Outer.Inner.__name__, Outer.Inner.Deepest.__qualname__)
print(Outer.Inner.Deepest.m.__qualname__, Outer().make().__qualname__)
print(Outer.Inner, Outer().make(), repr(Outer.Inner.Deepest()).split(" at ")[0])
print(repr(Outer.Inner()).split(" at ")[0])


def build():
    class Node:
        pass
    return Node


print(build().__qualname__, build().__name__)


def area(width: float, height: float = 1.0) -> float:
    return width * height


def fetch(url: str, *, timeout: Optional[int] = None, **headers: str) -> Dict[str, List[int]]:
    return {}


def untyped(a, b):
    return a


print(area.__annotations__)
print(fetch.__annotations__)
print(untyped.__annotations__)
for name, kind in area.__annotations__.items():
    print(name, kind.__name__)


class Shape:
    def scale(self, k: "int | float") -> "Shape":
        return self


print(Shape.scale.__annotations__, Shape().scale.__annotations__)


class C:
    p = property(lambda self: 1, doc="the p")

    @property
    def q(self):
        """q's doc"""
        return 2

    def _get(self):
        return 3

    r = property(fget=_get, doc="r doc")


print(C().p, C.p.__doc__, C().q, C.q.__doc__, C().r, C.r.__doc__)
print(type(slice(1, 2)) is slice, type(slice(3)), slice(1, 10, 2), isinstance(slice(1), slice))
s = slice(2, 8)
print(s.start, s.stop, s.step, [0, 1, 2, 3, 4, 5, 6, 7, 8, 9][s], "abcdefghij"[slice(None, None, -3)])


class O1:
    pass


class O2(O1):
    pass


try:
    class O3(O1, O2):
        pass
except TypeError as e:
    print(e)


class X:
    pass


class Y:
    pass


class A(X, Y):
    pass


class B(Y, X):
    pass


try:
    class Z(A, B):
        pass
except TypeError as e:
    print(e)
