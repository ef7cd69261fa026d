class Field:
    def __init__(self, kind, default=None):
        self.kind, self.default = kind, default
    def __set_name__(self, owner, name):
        self.name = name
        self.private = "_" + name
    def __get__(self, obj, objtype=None):
        if obj is None:
            return self
        return getattr(obj, self.private, self.default)
    def __set__(self, obj, value):
        if not isinstance(value, self.kind):
            raise TypeError(f"{self.name} must be {self.kind.__name__}, got {type(value).__name__}")
        setattr(obj, self.private, value)
class ModelMeta(type):
    def __new__(mcls, name, bases, ns):
        cls = super().__new__(mcls, name, bases, ns)
        cls._fields = [k for k, v in ns.items() if isinstance(v, Field)]
        return cls
class Model(metaclass=ModelMeta):
    registry = []
    def __init_subclass__(cls, table=None, **kw):
        super().__init_subclass__(**kw)
        cls.table = table or cls.__name__.lower() + "s"
        Model.registry.append(cls.__name__)
    def __init__(self, **kw):
        for k, v in kw.items():
            if k not in self._fields:
                raise AttributeError(f"{type(self).__name__} has no field {k!r}")
            setattr(self, k, v)
    def __repr__(self):
        inner = ", ".join(f"{f}={getattr(self, f)!r}" for f in self._fields)
        return f"{type(self).__name__}({inner})"
    def __eq__(self, other):
        return type(self) is type(other) and all(getattr(self, f) == getattr(other, f) for f in self._fields)
    __hash__ = None
class User(Model, table="people"):
    name = Field(str, "")
    age = Field(int, 0)
class Post(Model):
    title = Field(str)
    likes = Field(int, 0)
u = User(name="ann", age=30)
print(u, User.table, Post.table, Model.registry, User._fields, Post(title="hi"))
print(u == User(name="ann", age=30), u == User(name="ann"), User.name.name, type(User.age).__name__)
for bad in [dict(name=5), dict(age="x"), dict(email="a@b")]:
    try:
        User(**bad)
    except (TypeError, AttributeError) as e:
        print(type(e).__name__, e)
try:
    {u}
except TypeError as e:
    print("TypeError:", e)
class Lazy:
    def __init__(self, func):
        self.func = func
    def __get__(self, obj, cls):
        if obj is None:
            return self
        val = self.func(obj)
        obj.__dict__[self.func.__name__] = val
        return val
class Circle:
    def __init__(self, r):
        self.r = r
    @Lazy
    def area(self):
        print("computing area")
        return 3.14159 * self.r ** 2
c = Circle(2)
print(c.area, c.area, "area" in c.__dict__)
class Proxy:
    def __init__(self, target):
        object.__setattr__(self, "_target", target)
        object.__setattr__(self, "log", [])
    def __getattr__(self, name):
        self.log.append(name)
        return getattr(self._target, name)
    def __setattr__(self, name, value):
        self.log.append("set " + name)
        setattr(self._target, name, value)
p = Proxy(c)
print(p.r, p.area)
p.r = 10
print(c.r, p.log)
try:
    p.missing
except AttributeError as e:
    print("AttributeError:", e)
