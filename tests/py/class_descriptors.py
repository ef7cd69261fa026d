# The descriptor protocol for user classes: __get__, __set__, __delete__, __set_name__;
# data descriptors go before the instance's attributes, non-data ones after


class Positive:
    def __set_name__(self, owner, name):
        self.public = name
        self.private = "_" + name

    def __get__(self, obj, objtype=None):
        if obj is None:
            return self
        return getattr(obj, self.private)

    def __set__(self, obj, value):
        if value <= 0:
            raise ValueError(f"{self.public} must be positive, got {value}")
        setattr(obj, self.private, value)


class Item:
    price = Positive()
    qty = Positive()

    def __init__(self, name, price, qty):
        self.name = name
        self.price = price
        self.qty = qty

    def total(self):
        return self.price * self.qty


it = Item("pen", 2, 5)
print(it.price, it.qty, it.total(), vars(it))
it.price = 3
print(it.total())
for bad in (0, -5):
    try:
        it.qty = bad
    except ValueError as e:
        print("ValueError:", e)
try:
    Item("x", -1, 1)
except ValueError as e:
    print("ValueError:", e)
print(type(Item.price).__name__, Item.price.public, Item.__dict__["qty"].private)


class Typed:
    def __init__(self, kind):
        self.kind = kind

    def __set_name__(self, owner, name):
        self.name = name
        self.owner = owner.__name__

    def __get__(self, obj, objtype=None):
        if obj is None:
            return self
        return obj.__dict__.get(self.name)

    def __set__(self, obj, value):
        if not isinstance(value, self.kind):
            raise TypeError(f"{self.owner}.{self.name} expects {self.kind.__name__}, not {type(value).__name__}")
        obj.__dict__[self.name] = value

    def __delete__(self, obj):
        print("deleting", self.name)
        del obj.__dict__[self.name]


class Person:
    name = Typed(str)
    age = Typed(int)

    def __init__(self, name, age):
        self.name = name
        self.age = age


p = Person("Ann", 31)
print(p.name, p.age, vars(p))
try:
    p.age = "old"
except TypeError as e:
    print("TypeError:", e)
del p.age
print(p.age, vars(p))
p.__dict__["name"] = "shadow?"
print(p.name)


class lazy:
    """A non-data descriptor: computes once, then the instance attribute hides it."""

    def __init__(self, func):
        self.func = func
        self.name = func.__name__

    def __get__(self, obj, cls):
        if obj is None:
            return self
        print("computing", self.name)
        value = self.func(obj)
        setattr(obj, self.name, value)
        return value


class Circle:
    def __init__(self, r):
        self.r = r

    @lazy
    def area(self):
        return 3 * self.r * self.r


c = Circle(2)
print(c.area, c.area, Circle(1).area)
print(type(Circle.area).__name__)
c.area = 99
print(c.area)


class Const:
    def __get__(self, obj, owner=None):
        return 42


class K:
    x = Const()


print(K().x, K.x)
k = K()
k.x = 7  # a non-data descriptor: the instance attribute hides it
print(k.x, K().x)


class Counted:
    def __init__(self):
        self.reads = 0

    def __get__(self, obj, owner):
        self.reads += 1
        return self.reads


class R:
    hits = Counted()


r = R()
print(r.hits, r.hits, R.hits, getattr(r, "hits"))


class ReadOnly:
    def __init__(self, value):
        self.value = value

    def __get__(self, obj, owner):
        return self.value

    def __set__(self, obj, value):
        raise AttributeError("read-only attribute")


class Settings:
    version = ReadOnly("1.0")


s = Settings()
try:
    s.version = "2.0"
except AttributeError as e:
    print("AttributeError:", e)
print(s.version)


class Registry:
    def __init__(self):
        self.fields = []

    def __set_name__(self, owner, name):
        print("set_name", owner.__name__, name)


class Model:
    a = Registry()
    b = Registry()
    c = 3


class Method:
    """Binds like a function does."""

    def __init__(self, f):
        self.f = f

    def __get__(self, obj, owner):
        if obj is None:
            return self.f
        return lambda *args: self.f(obj, *args)


class Calc:
    @Method
    def double(self, x):
        return x * 2


print(Calc().double(4), Calc.double(None, 5))
