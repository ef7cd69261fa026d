# singledispatch register by annotation under `from __future__ import annotations`
# (the annotations are strings, resolved as global names).
from __future__ import annotations
from functools import singledispatch

@singledispatch
def f(x):
    return "default"

@f.register
def _(x: int):
    return "int"

class Later:
    pass

@f.register
def _(x: Later):
    return "later"

print(f(1), f("s"), f(Later()))
