# super().method(...) in its forms: __init__ chains, cooperative multiple inheritance,
# classmethods, staticmethods, properties, __new__, missing methods, self rebound
class Base:
    def __init__(self, x):
        self.x = x
        print("Base.__init__", x)

    def greet(self, who="world"):
        return f"hello {who} from {type(self).__name__}"

    @classmethod
    def make(cls, v):
        return f"{cls.__name__}.make({v})"

    @staticmethod
    def util(a, b):
        return a + b

    @property
    def double(self):
        return self.x * 2


class Child(Base):
    def __init__(self, x, y):
        super().__init__(x)
        self.y = y

    def greet(self, who="world"):
        return super().greet(who).upper() + "!"

    @classmethod
    def make(cls, v):
        return "child:" + super().make(v)

    @staticmethod
    def util(a, b):
        return Base.util(a, b) * 10

    def prop(self):
        return super().double

    def missing(self):
        return super().nothing_here()


c = Child(2, 3)
print(c.x, c.y, c.greet(), c.greet("bob"), Child.make(5), c.make(6), c.util(1, 2), c.prop())
try:
    c.missing()
except AttributeError as e:
    print("AttributeError", e)


class A:
    def hello(self):
        return ["A"]
class B(A):
    def hello(self):
        return ["B"] + super().hello()
class C(A):
    def hello(self):
        return ["C"] + super().hello()
class D(B, C):
    def hello(self):
        return ["D"] + super().hello()
print(D().hello(), [k.__name__ for k in D.__mro__])


class Singleton:
    _inst = None
    def __new__(cls, *args):
        if cls._inst is None:
            cls._inst = super().__new__(cls)
        return cls._inst
print(Singleton() is Singleton())


class Stat(Base):
    def __init__(self):
        super().__init__(*[7])
        print(super().util(2, 3), super().make(1))
Stat()


class MyList(list):
    def append(self, v):
        super().append(v * 2)
    def __len__(self):
        return super().__len__() + 100
m = MyList()
m.append(4)
print(m, len(m))


class Err(ValueError):
    def __init__(self, msg, code):
        super().__init__(msg)
        self.code = code
try:
    raise Err("bad", 3)
except ValueError as e:
    print(e, e.code, e.args)
