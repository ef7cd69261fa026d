# Stack[int] of a Generic subclass is an alias (repr, __origin__, __args__, a base as Stack,
# instances with __orig_class__); List[int] and list[int] as bases; isinstance refuses
# subscripted aliases; unions compare and hash by their members in any order
import typing
from typing import List, Union, Optional, Any, Generic, TypeVar, Dict
print(List[int] == List[int], Union[int, str] == Union[str, int], hash(List[int]) == hash(List[int]), Optional[int] == Union[int, None], Optional[int] == Union[None, int])
print({List[int]: 1}[List[int]], (int | str) == Union[int, str], Union[int, str] == (int | str), {int | str: "u"}[Union[str, int]], Union[int, str] != Union[int, float])
print(isinstance([], List), isinstance({}, typing.Dict), isinstance([], typing.Sequence) if hasattr(typing, "Sequence") else "")
for bad in [lambda: isinstance([], List[int]), lambda: isinstance(1, Any)]:
    try:
        bad()
    except TypeError as e:
        print("err", e)
class MyList(List[int]): pass
class MyDict(Dict[str, int]): pass
class L2(list[str]): pass
print(MyList([1, 2]), MyList.__mro__, MyDict(a=1), L2("ab"), L2.__bases__)
T = TypeVar("T")
class Box(Generic[T]):
    def __init__(self, item: T): self.item = item
    def get(self) -> T: return self.item
b = Box[int](item=5)
print(Box[int], Box[T], b.get(), b.__orig_class__, typing.get_args(Box[str]), typing.get_origin(Box[str]) is Box, Box[int] == Box[int], Box[int] == Box[str])
class IntBox(Box[int]):
    pass
print(IntBox(3).get(), IntBox.__bases__, IntBox.__mro__, isinstance(IntBox(1), Box))
try:
    isinstance(b, Box[int])
except TypeError as e:
    print("err", e)
K = TypeVar("K"); V = TypeVar("V")
class Cache(Generic[K, V]):
    def __init__(self): self.d: Dict[K, V] = {}
c: "Cache[str, int]" = Cache[str, int]()
print(Cache[str, int], type(c).__name__, c.d)
from typing import *
import typing
print(Generator[int, None, None], Callable[[int], None], Dict[str, None], Tuple[None, int], typing.Optional[None], Union[int, None], Union[None, int], get_args(Union[None, int]), Union[int, None, str], List[None], list[None], Optional[Union[int, str]])
print(get_args(Optional[int]), get_args(Union[int, None, str]), Optional[int] == Union[None, int])
