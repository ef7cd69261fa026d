# Cls[k] through a metaclass's __getitem__ (also for subclasses), before __class_getitem__.
class Meta(type):
    def __getitem__(cls, k): return (cls.__name__, k)
class C(metaclass=Meta): pass
class D(C): pass
print(C[3], D[4])
class Reg(type):
    pass
class E(metaclass=Reg): pass
try:
    E[1]
except TypeError as e: print("TypeError:", e)
class Meta(type):
    def __getitem__(cls, k): return ("meta", k)
class C(metaclass=Meta): pass
print(C[3])
from typing import Generic, TypeVar
T = TypeVar("T")
class Box(Generic[T]):
    def __init__(self, v): self.v = v
print(Box[int](3).v)
class Sub(Box[int]): pass
print(Sub(4).v)
from typing import NamedTuple
class P(NamedTuple):
    x: int
print(P(1))
from enum import Enum
class Col(Enum):
    R = 1
print(Col["R"])
