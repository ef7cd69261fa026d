# an ABC's __subclasshook__ decides isinstance/issubclass first; a metaclass's __subclasscheck__ decides issubclass
from abc import ABC, ABCMeta, abstractmethod
import numbers
import collections.abc as cabc
class Drawable(ABC):
    @classmethod
    def __subclasshook__(cls, C):
        if cls is Drawable:
            return any("draw" in B.__dict__ for B in C.__mro__) or NotImplemented
        return NotImplemented
class Circle:
    def draw(self): return "o"
class Square(Circle): pass
class Text: pass
class Explicit(Drawable): pass
print(isinstance(Circle(), Drawable), issubclass(Square, Drawable), isinstance(Text(), Drawable), issubclass(Explicit, Drawable))
print(isinstance(Circle(), (int, Drawable)), [isinstance(x, Drawable) for x in (1, "s", Circle(), Explicit())])
class Never(ABC):
    @classmethod
    def __subclasshook__(cls, C): return False
class Sub(Never): pass
print(issubclass(Sub, Never), isinstance(Sub(), Never), isinstance(Never.__new__(Never) if False else 0, Never))
class Sized2(metaclass=ABCMeta):
    @abstractmethod
    def __len__(self): ...
    @classmethod
    def __subclasshook__(cls, C):
        return hasattr(C, "__len__") if cls is Sized2 else NotImplemented
print(isinstance([], Sized2), isinstance(3, Sized2), issubclass(dict, Sized2), issubclass(int, Sized2))
class Reg(ABC): pass
Reg.register(int)
print(isinstance(3, Reg), issubclass(bool, Reg), isinstance("x", Reg))
print(isinstance(3, numbers.Integral), isinstance(2.5, numbers.Real), isinstance(1j, numbers.Real), issubclass(bool, numbers.Number))
print(isinstance({}, cabc.Mapping), isinstance([], cabc.Sequence), issubclass(set, cabc.Set), isinstance(iter([]), cabc.Iterator))
class Even(type):
    def __instancecheck__(cls, obj): return isinstance(obj, int) and obj % 2 == 0
    def __subclasscheck__(cls, sub): return sub is bool
class EvenT(metaclass=Even): pass
print(isinstance(4, EvenT), isinstance(3, EvenT), issubclass(bool, EvenT), issubclass(int, EvenT), issubclass(bool, (str, EvenT)))
