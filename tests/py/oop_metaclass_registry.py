# metaclass that registers subclasses and enforces required attributes
class ModelMeta(type):
    models = {}

    def __new__(mcls, name, bases, ns):
        cls = super().__new__(mcls, name, bases, ns)
        if bases:
            if "table" not in ns:
                raise TypeError(f"{name} must define 'table'")
            mcls.models[ns["table"]] = cls
        return cls

    def __len__(cls):
        return len(cls.fields)

    def __repr__(cls):
        return f"<model {cls.__name__}>"

class Model(metaclass=ModelMeta):
    fields = ()

    def __init__(self, **values):
        unknown = set(values) - set(self.fields)
        if unknown:
            raise TypeError(f"unknown fields: {sorted(unknown)}")
        for f in self.fields:
            setattr(self, f, values.get(f))

    def row(self):
        return tuple(getattr(self, f) for f in self.fields)

class User(Model):
    table = "users"
    fields = ("id", "name", "email")

class Post(Model):
    table = "posts"
    fields = ("id", "title")

print(sorted(ModelMeta.models))
print(ModelMeta.models["users"], len(User), len(Post))
print(User(id=1, name="ann").row())
try:
    User(id=1, nmae="typo", age=3)
except TypeError as e:
    print("TypeError:", e)
try:
    class Broken(Model):
        fields = ("x",)
except TypeError as e:
    print("TypeError:", e)
print(type(User).__name__, type(Model) is ModelMeta, isinstance(User, type))
print(sorted(ModelMeta.models))

class Singleton(type):
    _instances = {}
    def __call__(cls, *a, **kw):
        if cls not in cls._instances:
            cls._instances[cls] = super().__call__(*a, **kw)
        return cls._instances[cls]
class Config(metaclass=Singleton):
    def __init__(self, env="dev"):
        self.env = env
a, b = Config("prod"), Config("test")
print(a is b, a.env, b.env)
