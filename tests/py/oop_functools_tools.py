# functools.partial, reduce, singledispatch, cached_property
from functools import partial, reduce, singledispatch, cached_property
import operator

def power(base, exp, mod=None):
    return pow(base, exp, mod) if mod else base ** exp

square = partial(power, exp=2)
cube_mod = partial(power, exp=3, mod=7)
print(square(9), cube_mod(4), square.func.__name__, square.keywords, partial(power, 2).args)
print(reduce(operator.mul, range(1, 8)), reduce(lambda a, b: a + [b * 2], [1, 2, 3], []))
print(reduce(max, [3, 9, 2]), reduce(operator.add, ["a", "b", "c"], ">"))
try:
    reduce(operator.add, [])
except TypeError as e:
    print("TypeError:", e)

@singledispatch
def describe(obj):
    return f"object {obj!r}"

@describe.register
def _(obj: int):
    return f"int with {len(str(abs(obj)))} digits"

@describe.register(list)
def _(obj):
    return f"list of {len(obj)}: " + ", ".join(describe(x) for x in obj)

@describe.register(str)
def _(obj):
    return f"str {obj.upper()}"

print(describe(12345))
print(describe("hey"))
print(describe([1, "a", 2.5]))
print(describe(True), describe(None))

class Circle:
    def __init__(self, r):
        self.r = r
    @cached_property
    def area(self):
        print("  computing area")
        return round(3.14159 * self.r ** 2, 3)
c = Circle(2)
print(c.area, c.area)
c.r = 3
print(c.area)
del c.area
print(c.area)
