# typing: NamedTuple (class and functional forms, defaults, methods), TypedDict, Generic,
# Protocol, TypeVar, NewType, the reprs of subscripted aliases, get_origin/get_args, X | None
from typing import (List, Dict, Optional, Tuple, NamedTuple, TypedDict, Protocol, TypeVar, Generic, Union,
                    Any, Callable, Iterator, Literal, NewType, cast, get_origin, get_args, get_type_hints, Set, Sequence)
import typing
from dataclasses import dataclass

class Point(NamedTuple):
    x: int
    y: int = 0
    def dist(self) -> float:
        return (self.x ** 2 + self.y ** 2) ** 0.5
p = Point(3, 4)
print(p, Point(1), p._asdict(), Point._fields, p.dist(), p._replace(x=0), isinstance(p, tuple), p[0], Point.__annotations__)
Emp = NamedTuple("Emp", [("name", str), ("id", int)])
print(Emp("a", 1), Emp._fields)
try:
    class Bad(NamedTuple):
        a: int = 1
        b: int
except TypeError as e:
    print(e)
class Movie(TypedDict):
    title: str
    year: int
m = Movie(title="Blade Runner", year=1982)
print(m, type(m), Movie.__annotations__, sorted(Movie.__required_keys__))
class Partial(TypedDict, total=False):
    a: int
print(Partial(a=1), sorted(Partial.__optional_keys__), Partial.__total__)
T = TypeVar("T")
K = TypeVar("K", bound=str)
class Stack(Generic[T]):
    def __init__(self) -> None:
        self.items: List[T] = []
    def push(self, x: T) -> None:
        self.items.append(x)
    def pop(self) -> T:
        return self.items.pop()
s = Stack[int](); s.push(1); s.push(2); print(s.pop(), s.items, T, K, K.__bound__, T.__name__)
class Greeter(Protocol):
    def greet(self) -> str: ...
class En:
    def greet(self) -> str:
        return "hi"
def hello(g: Greeter) -> str:
    return g.greet()
print(hello(En()))
UserId = NewType("UserId", int)
print(UserId(5), UserId, cast(int, "x"))
print(List[int], Dict[str, int], Optional[int], Union[int, str], Union[int, None], Tuple[int, ...], Callable[[int, str], bool])
print(Literal["a", "b"], Optional[List[int]], Union[int, Union[str, float]], typing.Any, Sequence[str], Set[int], List)
print(get_origin(List[int]), get_args(Dict[str, int]), get_origin(Optional[int]) is Union, get_args(Optional[int]), get_args(int), get_origin(int))
print(int | None, (int | str).__args__, Optional[int] == Union[int, None], List[int] == List[int])
@dataclass
class Cfg:
    name: str
    port: int | None = None
    tags: list[str] | None = None
    extra: Optional[Dict[str, Any]] = None
print(Cfg("x"), {k: v for k, v in get_type_hints(Cfg).items() if k != "tags"})
def first(xs: Sequence[T]) -> Optional[T]:
    return xs[0] if xs else None
print(first([1, 2]), first([]))
