# a tiny in-memory ORM: Field descriptors with types, Model metaclass collecting fields, queries
class Field:
    def __init__(self, kind, default=None):
        self.kind, self.default = kind, default
    def __set_name__(self, owner, name):
        self.name = name
    def __get__(self, obj, cls=None):
        if obj is None:
            return self
        return obj.__dict__.get(self.name, self.default)
    def __set__(self, obj, value):
        if value is not None and not isinstance(value, self.kind):
            raise TypeError(f"{self.name} must be {self.kind.__name__}")
        obj.__dict__[self.name] = value

class ModelMeta(type):
    def __new__(mcs, name, bases, ns):
        cls = super().__new__(mcs, name, bases, ns)
        cls._fields = [k for k, v in ns.items() if isinstance(v, Field)]
        cls._rows = []
        return cls

class Model(metaclass=ModelMeta):
    def __init__(self, **kw):
        for f in self._fields:
            setattr(self, f, kw.pop(f, getattr(type(self), f).default))
        if kw:
            raise TypeError(f"unknown fields {sorted(kw)}")
    def save(self):
        type(self)._rows.append(self)
        return self
    @classmethod
    def where(cls, **conds):
        return [r for r in cls._rows if all(getattr(r, k) == v for k, v in conds.items())]
    def __repr__(self):
        return f"{type(self).__name__}(" + ", ".join(f"{f}={getattr(self, f)!r}" for f in self._fields) + ")"

class User(Model):
    name = Field(str)
    age = Field(int, 0)
    city = Field(str, "unknown")

for kw in ({"name": "ann", "age": 31, "city": "oslo"}, {"name": "bob", "age": 25},
           {"name": "cy", "city": "oslo"}):
    User(**kw).save()
print(User._fields, User.where(city="oslo"), User.where(age=25))
print(len(User._rows), User.where(name="zed"), User.name.kind.__name__)
for bad in ({"name": 5}, {"nmae": "x"}):
    try:
        User(**bad)
    except TypeError as e:
        print("TypeError:", e)
