# class keywords reach __init_subclass__ under a metaclass that has no __init__ of its own (ABCMeta too)
from abc import ABC, ABCMeta, abstractmethod


class Plugin(ABC):
    registry = {}

    def __init_subclass__(cls, name=None, **kw):
        super().__init_subclass__(**kw)
        if name:
            Plugin.registry[name] = cls

    @abstractmethod
    def run(self):
        ...


class Csv(Plugin, name="csv"):
    def run(self):
        return "csv!"


class Json(Plugin, name="json"):
    def run(self):
        return "json!"


print(sorted(Plugin.registry), Plugin.registry["csv"]().run(), type(Csv) is ABCMeta)


class M(type):
    pass


class Base(metaclass=M):
    def __init_subclass__(cls, flavor="plain"):
        cls.flavor = flavor


class Mint(Base, flavor="mint"):
    pass


class Plain(Base):
    pass


print(Mint.flavor, Plain.flavor, type(Mint).__name__)
X = M("X", (Base,), {})
print(X.flavor, type(X).__name__)
type.__init__(X, "X", (), {}, ignored=1)
try:
    class Bad(Base, nope=1):
        pass
except TypeError as e:
    print("TypeError:", e)
try:
    Plugin()
except TypeError as e:
    print("TypeError:", e)
try:
    type("B", (), {}, metaclass=5)  # not a class statement: metaclass= is just a keyword
except TypeError as e:
    print("TypeError:", e)
X = type("X", (Base,), {}, flavor="lime")
print(X.flavor)
