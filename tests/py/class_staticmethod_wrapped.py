# a decorator applied over @staticmethod gets a callable staticmethod object with the
# function's __name__/__doc__ (3.10+); functools.update_wrapper on an object copies
# __name__, __doc__ and the rest
import functools
def timer(f):
    def w(*a, **k):
        r = f(*a, **k)
        print(f"{f.__name__} done")
        return r
    return w
class M:
    @timer
    @staticmethod
    def st(x, y=0):
        "static doc"
        return x + y
    @classmethod
    @timer
    def cm(cls): return cls.__name__
print(M.st(5), M.st(1, y=2), M.cm())
sm = staticmethod(len)
print(sm("abc"), sm.__name__, sm.__wrapped__ is len, M.__dict__['cm'].__name__, M.__dict__['cm'].__wrapped__.__name__)
print(staticmethod(M.__dict__['cm'].__func__).__doc__)
class CountCalls:
    def __init__(self, func):
        functools.update_wrapper(self, func)
        self.func = func
        self.calls = 0
    def __call__(self, *args, **kwargs):
        self.calls += 1
        return self.func(*args, **kwargs)
@CountCalls
def greet(name, punct='!'):
    "Say hi."
    return f"Hi {name}{punct}"
print(greet('a'), greet('b', punct='?'), greet.calls, greet.__name__, greet.__doc__, greet.__qualname__, greet.__wrapped__.__name__)
print(sorted(k for k in vars(greet) if k.startswith('__')))
try:
    classmethod(len)()
except TypeError as e:
    print(e)
