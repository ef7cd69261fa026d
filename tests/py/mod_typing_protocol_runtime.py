# typing.runtime_checkable protocols: isinstance checks the members; a protocol is not instantiable
from typing import Protocol, runtime_checkable
@runtime_checkable
class Closeable(Protocol):
    def close(self): ...
@runtime_checkable
class Sized2(Protocol):
    size: int
    def describe(self) -> str: ...
class File:
    def close(self):
        return "closed"
class Box:
    size = 3
    def describe(self):
        return "box"
class Impl(Closeable):
    def close(self):
        return "impl"
print(isinstance(File(), Closeable), isinstance(Box(), Closeable), isinstance(Box(), Sized2),
      isinstance(File(), Sized2), isinstance("s", Closeable), isinstance(Impl(), Closeable))
print(Impl().close(), isinstance(File(), (int, Closeable)))
for p in (Closeable, Sized2):
    try:
        p()
    except TypeError as e:
        print("TypeError:", e)
class NotProto:
    pass
try:
    runtime_checkable(NotProto)
except TypeError as e:
    print("TypeError:", str(e)[:50])
