# An instance's __dict__ and vars(): insertion order, and writes through the dict reach the
# object (update, item assignment, del, pop, setdefault, clear)
import json
import copy


class User:
    def __init__(self, name, email, age):
        self.name = name
        self.email = email
        self.age = age

    def to_dict(self):
        return dict(self.__dict__)

    def __repr__(self):
        fields = ", ".join(f"{k}={v!r}" for k, v in vars(self).items())
        return f"{type(self).__name__}({fields})"


u = User("amy", "a@x", 30)
print(vars(u))
print(u.__dict__)
print(u.to_dict(), json.dumps(u.__dict__))
print(u)
u.zip = "12345"
u.age = 31
print(vars(u), list(vars(u)), len(u.__dict__))
del u.email
u.email = "b@x"
print(vars(u))
print(type(u.__dict__) is dict, isinstance(vars(u), dict), u.__dict__ == vars(u))


class Config:
    def __init__(self, **kw):
        self.__dict__.update(kw)
        self.loaded = True


c = Config(host="localhost", port=8080, debug=False)
print(c.host, c.port, c.debug, vars(c))
c.__dict__["timeout"] = 30
print(c.timeout, hasattr(c, "timeout"))
del c.__dict__["debug"]
print(hasattr(c, "debug"), vars(c))
print(c.__dict__.pop("port"), hasattr(c, "port"))
print(c.__dict__.setdefault("retries", 3), c.retries)
c.__dict__.update({"host": "example.com"}, user="bo")
print(c.host, c.user, vars(c))
c.__dict__.clear()
print(vars(c), hasattr(c, "host"))


class Record:
    pass


r = Record()
for k, v in [("b", 2), ("a", 1), ("c", 3)]:
    setattr(r, k, v)
print(vars(r), sorted(vars(r)), [k for k in r.__dict__])
print({**vars(r)}, dict(r.__dict__.items()), copy.copy(vars(r)))
r2 = copy.copy(r)
r3 = copy.deepcopy(r)
print(vars(r2), vars(r3))
print(json.dumps(vars(r), indent=1))


class Point:
    def __init__(self, x, y):
        self.x = x
        self.y = y

    def __eq__(self, other):
        return vars(self) == vars(other)


print(Point(1, 2) == Point(1, 2), Point(1, 2) == Point(2, 1))
pts = [Point(i, -i) for i in range(3)]
print([vars(p) for p in pts])


class Base:
    def __init__(self):
        self.base = 1


class Child(Base):
    def __init__(self):
        self.first = 0
        super().__init__()
        self.last = 2


print(vars(Child()))


class Props:
    def __init__(self):
        self._v = 1
        self.w = 2

    @property
    def v(self):
        return self._v

    @v.setter
    def v(self, x):
        self._v = x


p = Props()
p.v = 5
p.extra = 3
print(vars(p), p.v)


class ValidationError(Exception):
    def __init__(self, field, reason):
        super().__init__(f"{field}: {reason}")
        self.field = field
        self.reason = reason


e = ValidationError("age", "negative")
print(vars(e), e.args, str(e))
e.__dict__.update(code=7)
print(e.code, e.args, vars(e))

from dataclasses import dataclass, field


@dataclass
class Sale:
    region: str
    qty: int = 1
    tags: list = field(default_factory=list)


s = Sale("north")
s.note = "x"
print(vars(s), s)


class Slotted:
    __slots__ = ("x", "y")


sl = Slotted()
sl.x = 1
try:
    vars(sl)
except TypeError as e:
    print("TypeError:", e)
try:
    sl.__dict__
except AttributeError as e:
    print("AttributeError:", e)
try:
    vars(5)
except TypeError as e:
    print("TypeError:", e)
