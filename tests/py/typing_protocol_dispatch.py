from typing import Protocol, runtime_checkable, TypeVar, Generic, Optional, Union, Callable, Iterable
from functools import singledispatch
from dataclasses import dataclass
@runtime_checkable
class Drawable(Protocol):
    def draw(self) -> str: ...
class Box:
    def draw(self) -> str: return "[box]"
class Blob:
    pass
print(isinstance(Box(), Drawable), isinstance(Blob(), Drawable))
T = TypeVar("T")
class Stack(Generic[T]):
    def __init__(self) -> None:
        self._items: list[T] = []
    def push(self, item: T) -> "Stack[T]":
        self._items.append(item)
        return self
    def pop(self) -> Optional[T]:
        return self._items.pop() if self._items else None
    def __len__(self) -> int:
        return len(self._items)
s: Stack[int] = Stack()
s.push(1).push(2)
print(s.pop(), s.pop(), s.pop(), len(s), Stack.__name__)
@singledispatch
def describe(x) -> str:
    return f"object {x!r}"
@describe.register
def _(x: int) -> str:
    return f"int {x}"
@describe.register(str)
def _(x) -> str:
    return f"str of len {len(x)}"
@describe.register(list)
def _(x) -> str:
    return "list: " + ", ".join(describe(i) for i in x)
print(describe(5), "|", describe("hey"), "|", describe([1, "a", 2.5]), "|", describe(True), "|", describe(None))
def apply(f: Callable[[int], int], xs: Iterable[int]) -> list[int]:
    return [f(x) for x in xs]
print(apply(lambda v: v * 3, range(4)), apply.__annotations__)
@dataclass
class Node:
    value: int
    children: "list[Node]"
    parent: Optional["Node"] = None
def total(n: Node) -> int:
    return n.value + sum(total(c) for c in n.children)
tree = Node(1, [Node(2, []), Node(3, [Node(4, [])])])
print(total(tree), list(Node.__annotations__))
def parse(v: Union[int, str]) -> int:
    return v if isinstance(v, int) else int(v)
print(parse(3), parse("4"), Union[int, str], Optional[int], int | None, list[int], dict[str, list[int]])
