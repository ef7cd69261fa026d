# decorators applied to methods: timing-free call counting per instance, caching per instance,
# and a decorator that works on both functions and methods
import functools

def count_calls(method):
    @functools.wraps(method)
    def wrapper(self, *args, **kwargs):
        counts = self.__dict__.setdefault("_calls", {})
        counts[method.__name__] = counts.get(method.__name__, 0) + 1
        return method(self, *args, **kwargs)
    return wrapper

def cached_method(method):
    @functools.wraps(method)
    def wrapper(self, *args):
        cache = self.__dict__.setdefault("_cache", {})
        key = (method.__name__, args)
        if key not in cache:
            cache[key] = method(self, *args)
        return cache[key]
    return wrapper

def trace(func):
    depth = [0]
    @functools.wraps(func)
    def wrapper(*args):
        shown = ", ".join(repr(a) for a in args if not hasattr(a, "__dict__"))
        print(f"{'  ' * depth[0]}-> {func.__qualname__}({shown})")
        depth[0] += 1
        try:
            return func(*args)
        finally:
            depth[0] -= 1
    return wrapper

class Calculator:
    def __init__(self, name):
        self.name = name

    @count_calls
    def add(self, a, b):
        return a + b

    @count_calls
    @cached_method
    def slow_square(self, n):
        print(f"  computing {n}^2")
        return n * n

    @trace
    def fact(self, n):
        return 1 if n <= 1 else n * self.fact(n - 1)

@trace
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)

c1, c2 = Calculator("one"), Calculator("two")
print(c1.add(1, 2), c1.add(3, 4), c2.add(5, 6))
print(c1.slow_square(4), c1.slow_square(4), c2.slow_square(4))
print(c1._calls, c2._calls, sorted(c1._cache))
print(c1.fact(3))
print(fib(3))
print(Calculator.add.__name__, Calculator.slow_square.__wrapped__.__name__, Calculator.fact.__qualname__)
