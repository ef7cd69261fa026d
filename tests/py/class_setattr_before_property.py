# a class's __setattr__ runs before its properties and descriptors decide anything
class Guarded:
    x = property(lambda self: 1)
    @property
    def y(self):
        return self.__dict__.get("_y", 0)
    @y.setter
    def y(self, v):
        self.__dict__["_y"] = v * 10
    def __setattr__(self, name, value):
        print("__setattr__", name, value)
        if name == "x":
            raise AttributeError("x is read-only here")
        object.__setattr__(self, name, value)
g = Guarded()
g.y = 2
print(g.y)
try:
    g.x = 5
except AttributeError as e:
    print("AttributeError:", e)
try:
    object.__setattr__(g, "x", 5)
except AttributeError as e:
    print("AttributeError:", e)
