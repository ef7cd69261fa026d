# functools.singledispatchmethod dispatches on the argument after self (annotations or register(cls))
from functools import singledispatchmethod
class Describer:
    def __init__(self, prefix):
        self.prefix = prefix
    @singledispatchmethod
    def describe(self, arg):
        return f"{self.prefix}: something ({type(arg).__name__})"
    @describe.register
    def _(self, arg: int):
        return f"{self.prefix}: int {arg}"
    @describe.register(list)
    @describe.register(tuple)
    def _(self, arg):
        return f"{self.prefix}: sequence of {len(arg)}"
d = Describer("D")
print(d.describe(3), d.describe(True), d.describe([1, 2]), d.describe((1,)), d.describe("s"))
print(d.describe(arg=5) if False else d.describe(2.5), Describer("E").describe(None))
try:
    d.describe()
except TypeError as e:
    print("TypeError:", e)
