# singledispatch registers each class of a union annotation or argument (3.11)
import functools
@functools.singledispatch
def kind(x): return "other"
@kind.register
def _(x: int | float): return "number"
@kind.register
def _(x: list | tuple): return "sequence"
from typing import Union
@kind.register
def _(x: Union[str, bytes]): return "text"
kind.register(dict | set, lambda x: "container")
print(kind(1), kind(2.5), kind([1]), kind((1,)), kind("s"), kind(b"b"), kind({}), kind(set()), kind(None), kind(True))
print(sorted(k.__name__ for k in kind.registry))
try:
    @kind.register
    def _(x: int | "str"): return 1
except TypeError as e:
    print("err", e)
try:
    kind.register(int | list[int], lambda x: 0)
except TypeError as e:
    print("err", e)
