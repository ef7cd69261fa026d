# the __dict__ of a subclass without __slots__ holds its own attributes, not the slots' values
class Base:
    __slots__ = ("a", "b")
    def __init__(self):
        self.a, self.b = 1, 2
class Child(Base):
    def __init__(self):
        super().__init__()
        self.c = 3
class Grand(Child):
    __slots__ = ("d",)
    def __init__(self):
        super().__init__()
        self.d = 4
        self.e = 5
for o in (Child(), Grand()):
    print(type(o).__name__, vars(o), o.__dict__, sorted(k for k in dir(o) if len(k) == 1))
g = Grand()
g.__dict__["f"] = 6
print(g.f, vars(g), g.a, g.d)
