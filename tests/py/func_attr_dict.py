# function attributes and a function's __dict__
import functools
def handler(x):
    return x * 2
print(handler.__dict__, vars(handler))
handler.calls = 0
handler.route = "/api"
handler.calls += 1
print(handler.__dict__, handler.calls, sorted(vars(handler)))
handler.__dict__["extra"] = [1]
handler.__dict__.update(route="/v2", n=3)
print(handler.extra, handler.route, handler.n, list(handler.__dict__))
del handler.calls
print(handler.__dict__, hasattr(handler, "calls"))
handler.calls = 5
print(list(handler.__dict__.items()))
del handler.__dict__["n"]
print(hasattr(handler, "n"), handler.__dict__.pop("extra"), handler.__dict__)
handler.__dict__ = {"fresh": True}
print(handler.fresh, hasattr(handler, "route"), handler.__dict__)
try:
    handler.__dict__ = 5
except TypeError as e:
    print(e)
def count_calls(fn):
    @functools.wraps(fn)
    def wrapper(*a, **k):
        wrapper.calls += 1
        return fn(*a, **k)
    wrapper.calls = 0
    return wrapper
def tagged(fn):
    fn.tag = "important"
    return fn
@count_calls
@tagged
def greet(name):
    return "hi " + name
greet("a"); greet("b")
print(greet.calls, greet.tag, sorted(greet.__dict__), greet.__wrapped__.__dict__)
registry = {}
def register(fn):
    registry[fn.__name__] = fn
    fn.registered = True
    return fn
@register
def alpha(): pass
print({k: v.__dict__ for k, v in registry.items()})
lam = lambda: 0
lam.meta = {"k": 1}
print(lam.__dict__, getattr(lam, "meta"), "meta" in dir(lam))
class C:
    def m(self): pass
C.m.flag = 1
print(C.m.__dict__, C().m.flag, C().m.__dict__ if hasattr(C().m, "__dict__") else None)
try:
    len.__dict__
except AttributeError as e:
    print(e)
try:
    handler.missing
except AttributeError as e:
    print(e)
