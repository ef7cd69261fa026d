# a class's __class__ is its metaclass, as type(cls) is
from abc import ABC, ABCMeta
class Meta(type):
    def describe(cls): return f"{cls.__name__} made by {cls.__class__.__name__}"
class A(metaclass=Meta): pass
class B(A): pass
class C(ABC): pass
print(A.__class__, B.__class__, C.__class__, int.__class__, type.__class__, object.__class__)
print(A.__class__ is type(A), B.__class__ is Meta, C.__class__ is ABCMeta, A().__class__)
print(A.describe(), B.describe(), A.__class__.__name__, A.__class__.__mro__)
print(isinstance(A, A.__class__), A.__class__.__class__)
