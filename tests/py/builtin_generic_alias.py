# types.GenericAlias: list[int], dict[str, list[int]], collections' generic types; __class_getitem__; isinstance refuses an alias and takes a union; a plain class is not subscriptable.
import typing, types, collections
x = list[int]
print(x, dict[str, list[int]], tuple[int, ...], tuple[()], set[frozenset[str]], type[int], list[typing.Optional[int]])
print(x.__origin__, x.__args__, x.__parameters__, typing.get_origin(x), typing.get_args(dict[str, int]))
print(list[int]([1, 2]), dict[str, int](a=1), list[int] == list[int], list[int] == list[str], list[int] == list, hash(list[int]) == hash(list[int]))
print(type(list[int]), isinstance(list[int], types.GenericAlias), types.GenericAlias(list, (str,)), list[int] | None)
class C:
    def __class_getitem__(cls, k): return ("cg", cls.__name__, k)
print(C[int], C[int, str])
class D:
    pass
class T(typing.Generic[typing.TypeVar("T")]):
    pass
def f(words: list[str], n: int = 1) -> dict[str, int]:
    return {}
print(f.__annotations__)
try:
    isinstance([], list[int])
except TypeError as e:
    print("TypeError:", e)
try:
    D[int]
except TypeError as e:
    print("TypeError:", e)
from enum import Enum
class Color(Enum):
    RED = 1
print(Color["RED"], list[Color])
from dataclasses import dataclass, field, fields
@dataclass
class Box:
    items: list[str] = field(default_factory=list)
    meta: dict[str, int] = None
print(Box(), [f.type for f in fields(Box)])
import collections as c
print(c.Counter[str], c.deque[int], c.defaultdict[str, list[int]], c.OrderedDict[str, int](a=1), c.deque[int]([1, 2]))
print(isinstance(3, int | str), isinstance(None, int | None), isinstance("x", int | float), isinstance(2.5, (str, int | float)))
