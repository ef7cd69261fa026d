# decorators, function and class definitions, all parameter kinds
@decorator
def f(): pass

@decorator.attr
@decorator(arg, kw=1)
@(lambda f: f)
@x[0].y
def g(a, b=1, *args, c, d=2, **kwargs) -> int:
    return a

def posonly(a, b, /, c, d=1, *, e, f=2, **g): pass
def posonly2(a=1, /, b=2): pass
def star(*, a): pass
def star2(*args: int, **kwargs: str): pass
def annotated(a: int, b: "str" = "x", *c: list[int], d: dict[str, int] = {}, **e: object) -> None: pass
def trailing(a, b,): pass
def trailing2(*, a,): pass
def trailing3(**kw,): pass
def trailing4(a, /,): pass

async def coro(x):
    await x
    async for i in x:
        pass
    else:
        pass
    async with a as b, c:
        pass
    return [i async for i in x]

class A: pass
class B(): pass
class C(A, B): pass
class D(A, metaclass=M, **kw): x = 1
class E(*bases): pass

@dataclass(frozen=True)
class F(Generic[T]):
    x: int
    y: str = "s"
    z: list[int] = field(default_factory=list)

    @property
    def p(self): return self.x

    @staticmethod
    def s(): ...

lam = lambda: 0
lam2 = lambda x, y=1, *a, z, **k: x + y
lam3 = lambda *, k: k
lam4 = lambda x, /, y: x
lam5 = lambda *a: a
lam6 = lambda x: lambda y: x + y
