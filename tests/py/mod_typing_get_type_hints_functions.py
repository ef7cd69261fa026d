import typing
def f(a: int, b: "str" = "x", *args: float, c: list = None, **kw: dict) -> bool:
    return True
print(f.__annotations__)
print(typing.get_type_hints(f))
class C:
    x: int
    y: str = "a"
    def m(self, z: float) -> None: ...
print(C.__annotations__, typing.get_type_hints(C), typing.get_type_hints(C.m))
g = lambda q: q
print(g.__annotations__)
class Node:
    def link(self, other: "Node", n: "int" = 0) -> "Node | None":
        return None
print(typing.get_type_hints(Node.link), typing.get_type_hints(Node().link))
def h(x: typing.Dict[str, typing.List[int]], y: typing.Optional[int] = None) -> typing.Tuple[int, ...]: ...
print(typing.get_type_hints(h))
print(typing.get_type_hints(len), typing.get_type_hints(lambda: 0))
