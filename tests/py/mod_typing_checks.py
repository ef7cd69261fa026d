# issubclass with typing's aliases and runtime-checkable protocols; get_args of int | str;
# get_type_hints drops Annotated unless include_extras; AnyStr is a TypeVar
import typing
from typing import Protocol, runtime_checkable, Annotated, List, Optional

@runtime_checkable
class Closer(Protocol):
    def close(self) -> None: ...
@runtime_checkable
class HasX(Protocol):
    x: int
class F:
    def close(self): pass
class G:
    close = None
print(isinstance(F(), Closer), issubclass(F, Closer), issubclass(int, Closer), issubclass(G, Closer))
try:
    issubclass(F, HasX)
except TypeError as e:
    print(e)
print(issubclass(list, typing.Sequence), issubclass(dict, typing.Mapping), issubclass(int, typing.Hashable),
      issubclass(list, typing.List), issubclass(tuple, typing.MutableSequence))
try:
    issubclass(list, List[int])
except TypeError as e:
    print(e)
print(typing.get_args(int | str), typing.get_args(int | None | str), typing.get_origin(int | str))
def g(a: Annotated[int, 'meta'], b: Optional[Annotated[str, 1]] = None, c: 'Annotated[float, 2]' = 0.0) -> None:
    pass
print(typing.get_type_hints(g))
print(typing.get_type_hints(g, include_extras=True))
print(typing.AnyStr, typing.AnyStr.__constraints__)
