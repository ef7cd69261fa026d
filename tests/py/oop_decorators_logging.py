# logging and validation decorators with functools.wraps, decorators with arguments
import functools

log = []

def logged(func):
    @functools.wraps(func)
    def wrapper(*args, **kwargs):
        parts = [repr(a) for a in args] + [f"{k}={v!r}" for k, v in kwargs.items()]
        log.append(f"call {func.__name__}({', '.join(parts)})")
        result = func(*args, **kwargs)
        log.append(f"{func.__name__} -> {result!r}")
        return result
    return wrapper

def validate(**checks):
    def decorator(func):
        @functools.wraps(func)
        def wrapper(**kwargs):
            for name, check in checks.items():
                if name in kwargs and not check(kwargs[name]):
                    raise ValueError(f"invalid {name}: {kwargs[name]!r}")
            return func(**kwargs)
        return wrapper
    return decorator

@logged
def add(a, b=10):
    """Add two numbers."""
    return a + b

@validate(age=lambda a: 0 <= a < 150, name=str.isalpha)
def person(name, age):
    return f"{name} ({age})"

print(add(1, 2), add(5), add(a=3, b=4))
print("\n".join(log))
print(add.__name__, add.__doc__, add.__wrapped__(100, 1))
print(person(name="Ann", age=30))
for kw in ({"name": "Bob", "age": 200}, {"name": "R2D2", "age": 5}):
    try:
        person(**kw)
    except ValueError as e:
        print("ValueError:", e)

def repeat(times):
    def deco(f):
        @functools.wraps(f)
        def inner(*a):
            return [f(*a) for _ in range(times)]
        return inner
    return deco

@repeat(3)
def greet(n):
    return f"hi {n}"
print(greet("z"), greet.__name__)

def bold(f):
    return lambda *a: "<b>" + f(*a) + "</b>"
def italic(f):
    return lambda *a: "<i>" + f(*a) + "</i>"
@bold
@italic
def text(s):
    return s
print(text("stacked"))
