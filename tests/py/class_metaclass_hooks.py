# Class creation hooks: __init_subclass__ (with class keywords, through super()),
# __subclasses__, metaclasses (__new__, __init__, __call__), super() repr


class Plugin:
    registry = {}

    def __init_subclass__(cls, /, name=None, **kwargs):
        super().__init_subclass__(**kwargs)
        Plugin.registry[name or cls.__name__.lower()] = cls


class CsvReader(Plugin, name="csv"):
    pass


class JsonReader(Plugin):
    pass


print(sorted(Plugin.registry), Plugin.registry["csv"].__name__)


class Base:
    subclasses = []

    def __init_subclass__(cls, **kw):
        super().__init_subclass__(**kw)
        Base.subclasses.append(cls.__name__)


class A(Base):
    pass


class B(A):
    pass


print(Base.subclasses)
try:
    class Bad(Base, color="red"):
        pass
except TypeError as e:
    print("TypeError:", e)


class Strict:
    def __init_subclass__(cls, required=False):
        cls.required = required


class Loose(Strict):
    pass


class Tight(Strict, required=True):
    pass


print(Loose.required, Tight.required)


class Shape:
    pass


class Square(Shape):
    pass


class Circle(Shape):
    pass


class Tiny(Square):
    pass


print([c.__name__ for c in Shape.__subclasses__()], [c.__name__ for c in Square.__subclasses__()])
print(Tiny.__subclasses__(), Tiny.mro()[1].__name__)


class Singleton(type):
    _instances = {}

    def __call__(cls, *args, **kwargs):
        if cls not in cls._instances:
            cls._instances[cls] = super().__call__(*args, **kwargs)
        return cls._instances[cls]


class Config(metaclass=Singleton):
    def __init__(self, path="default.ini"):
        self.path = path


c1 = Config("a.ini")
c2 = Config()
print(c1 is c2, c2.path, type(Config).__name__, isinstance(Config, type), isinstance(c1, Config))


class SubConfig(Config):
    pass


print(SubConfig() is SubConfig(), SubConfig() is c1, type(SubConfig) is Singleton)


class Meta(type):
    def __new__(mcs, name, bases, ns, **kw):
        ns["added"] = 42
        ns["created_by"] = mcs.__name__
        cls = super().__new__(mcs, name, bases, ns)
        return cls

    def __init__(cls, name, bases, ns, **kw):
        super().__init__(name, bases, ns)
        cls.tag = kw.get("tag", "none")

    def describe(cls):
        return f"{cls.__name__} made by {cls.created_by}"


class C(metaclass=Meta):
    x = 1


class D(C, tag="d"):
    pass


print(C.added, C.x, C.tag, D.added, D.tag, C.describe(), D.describe())
print(type(C) is Meta, type(D) is Meta, C().x)


class Registry(type):
    classes = []

    def __new__(mcs, name, bases, namespace):
        cls = super().__new__(mcs, name, bases, namespace)
        if bases:
            mcs.classes.append(name)
        return cls


class Model(metaclass=Registry):
    pass


class User(Model):
    pass


class Post(Model):
    pass


print(Registry.classes)


class UpperAttrs(type):
    def __new__(mcs, name, bases, ns):
        upper = {k if k.startswith("__") else k.upper(): v for k, v in ns.items()}
        return super().__new__(mcs, name, bases, upper)


class Q(metaclass=UpperAttrs):
    value = 3

    def hello(self):
        return "hi"


print(Q.VALUE, Q().HELLO(), hasattr(Q, "value"))

Dyn = type("Dyn", (Base,), {"k": 5})
print(Dyn.k, Base.subclasses[-1])


class Parent:
    def who(self):
        return super()


print(Parent().who())

from abc import ABC, ABCMeta, abstractmethod


class Animal(ABC):
    @abstractmethod
    def sound(self):
        ...


class Dog(Animal):
    def sound(self):
        return "woof"


class Engine(metaclass=ABCMeta):
    @abstractmethod
    def start(self):
        ...


for cls in (Animal, Engine):
    try:
        cls()
    except TypeError as e:
        print("TypeError:", e)
print(Dog().sound(), type(Animal), type(Dog), isinstance(Dog(), Animal), [c.__name__ for c in Animal.__subclasses__()])
