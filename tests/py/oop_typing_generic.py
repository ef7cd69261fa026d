# typing annotations are runtime-inert: Generic stack and queue, Protocol, TypeVar, Optional
from typing import Generic, TypeVar, Optional, List, Dict, Callable, Protocol, Union, Iterator

T = TypeVar("T")
K = TypeVar("K")

class Stack(Generic[T]):
    def __init__(self) -> None:
        self._items: List[T] = []

    def push(self, item: T) -> None:
        self._items.append(item)

    def pop(self) -> T:
        if not self._items:
            raise IndexError("pop from empty stack")
        return self._items.pop()

    def peek(self) -> Optional[T]:
        return self._items[-1] if self._items else None

    def __len__(self) -> int:
        return len(self._items)

    def __iter__(self) -> Iterator[T]:
        return reversed(self._items)

class Greeter(Protocol):
    def greet(self, name: str) -> str: ...

class English:
    def greet(self, name: str) -> str:
        return f"Hello, {name}"

class Spanish:
    def greet(self, name: str) -> str:
        return f"Hola, {name}"

def greet_all(greeters: List[Greeter], name: str) -> List[str]:
    return [g.greet(name) for g in greeters]

def apply(f: Callable[[int], int], xs: List[int]) -> List[int]:
    return [f(x) for x in xs]

def group(items: List[T], key: Callable[[T], K]) -> Dict[K, List[T]]:
    out: Dict[K, List[T]] = {}
    for it in items:
        out.setdefault(key(it), []).append(it)
    return out

def parse(v: Union[int, str]) -> int:
    return v if isinstance(v, int) else int(v)

s: Stack[int] = Stack()
for i in (1, 2, 3):
    s.push(i)
print(len(s), s.peek(), list(s), s.pop(), s.pop(), s.pop(), s.peek())
try:
    s.pop()
except IndexError as e:
    print("IndexError:", e)
print(greet_all([English(), Spanish()], "Ana"))
print(apply(lambda x: x * 10, [1, 2]), group(["apple", "avocado", "banana"], lambda w: w[0]))
print(parse("42") + parse(8), Stack.push.__annotations__)
print(T.__name__, type(Stack[str]()).__name__)
