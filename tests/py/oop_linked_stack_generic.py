# a generic linked stack with typing.Generic, __iter__, __bool__, peek, and a balanced-brackets user
from typing import Generic, TypeVar, Optional, Iterator

T = TypeVar("T")

class Node(Generic[T]):
    __slots__ = ("value", "below")
    def __init__(self, value: T, below: "Optional[Node[T]]" = None):
        self.value, self.below = value, below

class LinkedStack(Generic[T]):
    def __init__(self) -> None:
        self._top: Optional[Node[T]] = None
        self._size = 0

    def push(self, value: T) -> "LinkedStack[T]":
        self._top = Node(value, self._top)
        self._size += 1
        return self

    def pop(self) -> T:
        if self._top is None:
            raise IndexError("pop from empty stack")
        node, self._top = self._top, self._top.below
        self._size -= 1
        return node.value

    def peek(self) -> Optional[T]:
        return self._top.value if self._top else None

    def __iter__(self) -> Iterator[T]:
        node = self._top
        while node:
            yield node.value
            node = node.below

    def __len__(self) -> int:
        return self._size

    def __bool__(self) -> bool:
        return self._top is not None

    def __repr__(self) -> str:
        return "LinkedStack(" + " <- ".join(map(repr, reversed(list(self)))) + ")"

s: LinkedStack[int] = LinkedStack()
s.push(1).push(2).push(3)
print(s, len(s), s.peek(), list(s), bool(s))
print(s.pop(), s.pop(), s.pop(), bool(s), s.peek(), s)
try:
    s.pop()
except IndexError as e:
    print("IndexError:", e)
def reverse_words(text):
    st = LinkedStack[str]()
    for w in text.split():
        st.push(w)
    return " ".join(st)
print(reverse_words("one two three four"))
