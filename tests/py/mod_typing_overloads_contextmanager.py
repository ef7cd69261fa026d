import typing
from typing import overload, get_overloads, ContextManager, AsyncContextManager, AsyncGenerator, ByteString, TypedDict, is_typeddict, Iterator
import contextlib
@overload
def parse(x: int) -> int: ...
@overload
def parse(x: str) -> str: ...
def parse(x):
    return x
print(parse(3), len(get_overloads(parse)), [f.__name__ for f in get_overloads(parse)], get_overloads(print))
@overload
def stub(x: int) -> int: ...
try:
    stub(1)
except NotImplementedError as e:
    print("err", e)
typing.clear_overloads(); print(get_overloads(parse))
class Movie(TypedDict):
    title: str
print(is_typeddict(Movie), is_typeddict(dict), is_typeddict(Movie(title="x")))
print(ContextManager, ContextManager[int], AsyncGenerator[int, None], ByteString, AsyncContextManager[str])
@contextlib.contextmanager
def cm() -> Iterator[int]:
    yield 5
def use(c: ContextManager[int]) -> int:
    with c as v:
        return v
print(use(cm()), isinstance(cm(), contextlib.AbstractContextManager), isinstance(b"x", ByteString) if False else "")
