# class decorators: adding methods, auto __repr__, singleton, counting instances, frozen-after-init
import functools

def auto_repr(cls):
    def __repr__(self):
        fields = ", ".join(f"{k}={v!r}" for k, v in vars(self).items() if not k.startswith("_"))
        return f"{cls.__name__}({fields})"
    cls.__repr__ = __repr__
    return cls

def count_instances(cls):
    original_init = cls.__init__
    cls.instances = 0
    @functools.wraps(original_init)
    def __init__(self, *args, **kwargs):
        cls.instances += 1
        original_init(self, *args, **kwargs)
    cls.__init__ = __init__
    return cls

def singleton(cls):
    instances = {}
    @functools.wraps(cls, updated=())
    def get(*args, **kwargs):
        if cls not in instances:
            instances[cls] = cls(*args, **kwargs)
        return instances[cls]
    return get

def frozen_after_init(cls):
    def __setattr__(self, name, value):
        if getattr(self, "_frozen", False):
            raise AttributeError(f"{cls.__name__} is frozen; cannot set {name}")
        object.__setattr__(self, name, value)
    orig = cls.__init__
    def __init__(self, *a, **kw):
        orig(self, *a, **kw)
        object.__setattr__(self, "_frozen", True)
    cls.__setattr__ = __setattr__
    cls.__init__ = __init__
    return cls

@auto_repr
@count_instances
class Point:
    def __init__(self, x, y):
        self.x, self.y = x, y

@singleton
class Config:
    def __init__(self, env="dev"):
        self.env = env

@frozen_after_init
@auto_repr
class Settings:
    def __init__(self, debug):
        self.debug = debug

pts = [Point(i, i * i) for i in range(3)]
print(pts, Point.instances, Point.__init__.__name__)
c1, c2 = Config("prod"), Config("test")
print(c1 is c2, c1.env, Config.__name__)
s = Settings(True)
print(s)
try:
    s.debug = False
except AttributeError as e:
    print("AttributeError:", e)
def add_method(name):
    def deco(cls):
        setattr(cls, name, lambda self: f"{name} of {type(self).__name__}")
        return cls
    return deco
@add_method("hello")
@add_method("bye")
class Greeter:
    pass
g = Greeter()
print(g.hello(), g.bye(), sorted(k for k in vars(Greeter) if not k.startswith("__")))
