# singledispatchmethod on a class, singledispatch with ABCs and registering classes after the fact
from functools import singledispatch, singledispatchmethod
from collections.abc import Mapping, Sequence

class Formatter:
    def __init__(self, indent=2):
        self.indent = indent

    @singledispatchmethod
    def format(self, obj, depth=0):
        return " " * depth + repr(obj)

    @format.register
    def _(self, obj: dict, depth=0):
        pad = " " * depth
        lines = [pad + "{"]
        for k, v in obj.items():
            lines.append(f"{pad}{' ' * self.indent}{k}:")
            lines.append(self.format(v, depth + 2 * self.indent))
        return "\n".join(lines + [pad + "}"])

    @format.register(list)
    def _(self, obj, depth=0):
        return "\n".join(self.format(x, depth) for x in obj) or " " * depth + "[]"

@singledispatch
def kind(x):
    return "thing"

@kind.register(Mapping)
def _(x):
    return "mapping"

@kind.register(Sequence)
def _(x):
    return "sequence"

@kind.register(int)
@kind.register(float)
def _(x):
    return "number"

f = Formatter()
print(f.format({"name": "ann", "tags": ["a", "b"], "nested": {"k": 1}}))
print(f.format(42), f.format([]))
print([kind(v) for v in ({}, [], (), "s", 3, 2.5, None, True)])
class Money:
    pass
kind.register(Money, lambda m: "money")
print(kind(Money()), kind.dispatch(bool).__name__ if hasattr(kind.dispatch(bool), "__name__") else "?")
