# type-checking decorator driven by __annotations__, range validation, decorator factories
import functools

def typechecked(func):
    hints = dict(func.__annotations__)
    ret = hints.pop("return", None)
    names = list(hints)
    @functools.wraps(func)
    def wrapper(*args, **kwargs):
        given = dict(zip(names, args))
        given.update(kwargs)
        for name, value in given.items():
            expected = hints.get(name)
            if isinstance(expected, type) and not isinstance(value, expected):
                raise TypeError(f"{func.__name__}(): {name} must be {expected.__name__}, got {type(value).__name__}")
        result = func(*args, **kwargs)
        if isinstance(ret, type) and not isinstance(result, ret):
            raise TypeError(f"{func.__name__}() returned {type(result).__name__}, expected {ret.__name__}")
        return result
    return wrapper

@typechecked
def repeat(text: str, times: int = 2) -> str:
    return text * times

@typechecked
def broken(x: int) -> str:
    return x

print(repeat("ab"), repeat("x", times=3), repeat(text="-", times=4))
for call in (lambda: repeat(5), lambda: repeat("a", "b"), lambda: broken(1), lambda: repeat()):
    try:
        call()
    except TypeError as e:
        print("TypeError:", e)

def in_range(**limits):
    def deco(func):
        @functools.wraps(func)
        def wrapper(**kwargs):
            for name, (lo, hi) in limits.items():
                v = kwargs.get(name)
                if v is not None and not lo <= v <= hi:
                    raise ValueError(f"{name}={v} outside [{lo}, {hi}]")
            return func(**kwargs)
        return wrapper
    return deco

@in_range(r=(0, 255), g=(0, 255), b=(0, 255))
def rgb(r, g, b):
    return f"#{r:02x}{g:02x}{b:02x}"
print(rgb(r=255, g=128, b=0), rgb(b=1, g=2, r=3))
try:
    rgb(r=256, g=0, b=0)
except ValueError as e:
    print("ValueError:", e)
print(repeat.__annotations__, repeat.__wrapped__("z"), repeat.__name__)
