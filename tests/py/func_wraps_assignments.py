# functools.wraps copies __qualname__ and __annotations__ (the same dict) as well as __name__ and __doc__
import functools
def deco(f):
    @functools.wraps(f)
    def wrapper(*a, **k):
        return f(*a, **k)
    return wrapper
class C:
    @deco
    def m(self, x: int) -> str:
        "doc"
        return str(x)
@deco
def g(a: int, b: str = "x") -> None: pass
print(C.m.__qualname__, C.m.__name__, C.m.__doc__, C.m.__annotations__, g.__qualname__, g.__annotations__)
def plain(f):
    def inner(): pass
    return inner
print(plain(g).__qualname__)
print(g.__annotations__ is g.__wrapped__.__annotations__)
