# decorators with and without arguments
def trace(fn):
    def wrapper(*args, **kwargs):
        print("call", fn.__name__, args, kwargs)
        result = fn(*args, **kwargs)
        print("ret", result)
        return result
    return wrapper
@trace
def add(a, b=0):
    return a + b
add(1, 2)
add(5, b=6)
def repeat(n):
    def deco(fn):
        def wrapper(*a):
            return [fn(*a) for _ in range(n)]
        return wrapper
    return deco
@repeat(3)
def hello(name):
    return "hi " + name
print(hello("x"))
def memo(fn):
    cache = {}
    def wrapper(n):
        if n not in cache:
            cache[n] = fn(n)
        return cache[n]
    wrapper.cache = cache
    return wrapper
@memo
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)
print(fib(90), len(fib.cache))
registry = []
def register(fn):
    registry.append(fn.__name__)
    return fn
@register
def a(): pass
@register
def b(): pass
print(registry)
@trace
@repeat(2)
def stacked():
    return 1
stacked()
