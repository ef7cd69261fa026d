# functools.singledispatch: register by the first parameter's annotation (a class, or a
# forward reference by name), register(cls), the errors.
from functools import singledispatch
from typing import List

@singledispatch
def show(x):
    return "obj"

@show.register
def _(x: int):
    return "int"

@show.register
def _(x: str, y: float = 0.0) -> str:
    return "str"

@show.register(list)
def _(x):
    return "list"

class Point:
    pass

@show.register
def _(p: Point):
    return "point"

print(show(3), show("a"), show([1]), show(Point()), show(2.5), show(True))
print(sorted(k.__name__ for k in show.registry))
try:
    @show.register
    def _(x):
        return "none"
except TypeError as e:
    print("TypeError:", str(e).split(":")[0])
try:
    @show.register
    def _(x: "int"):
        return "none"
except TypeError as e:
    print("TypeError:", e)

def annotated(a: int, *args: str, b: "B" = 1, **kw: float) -> None:
    pass
print(annotated(1))
