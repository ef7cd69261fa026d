# class-based decorators with arguments: rate-limited counter, validator objects, stacked with wraps
import functools

class limit_calls:
    def __init__(self, max_calls, fallback=None):
        self.max_calls, self.fallback = max_calls, fallback

    def __call__(self, func):
        calls = {"n": 0}
        @functools.wraps(func)
        def wrapper(*args, **kwargs):
            calls["n"] += 1
            if calls["n"] > self.max_calls:
                return self.fallback
            return func(*args, **kwargs)
        wrapper.reset = lambda: calls.update(n=0)
        wrapper.calls = lambda: calls["n"]
        return wrapper

class returns:
    def __init__(self, kind):
        self.kind = kind
    def __call__(self, func):
        @functools.wraps(func)
        def wrapper(*a, **k):
            result = func(*a, **k)
            if not isinstance(result, self.kind):
                raise TypeError(f"{func.__name__} returned {type(result).__name__}, expected {self.kind.__name__}")
            return result
        return wrapper

@limit_calls(3, fallback="quota exceeded")
@returns(str)
def greet(name):
    return f"hello {name}"

@returns(int)
def broken(x):
    return str(x)

print([greet(n) for n in "abcd"], greet.calls())
greet.reset()
print(greet("z"), greet.calls(), greet.__name__, greet.__wrapped__.__name__)
try:
    broken(1)
except TypeError as e:
    print("TypeError:", e)
