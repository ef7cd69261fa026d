# memoize decorator with cache stats, retry decorator counting attempts, lru_cache
import functools

def memoize(func):
    cache = {}
    @functools.wraps(func)
    def wrapper(*args):
        if args in cache:
            wrapper.hits += 1
            return cache[args]
        wrapper.misses += 1
        cache[args] = result = func(*args)
        return result
    wrapper.hits = wrapper.misses = 0
    wrapper.cache = cache
    return wrapper

@memoize
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)

print(fib(30), fib.hits, fib.misses, len(fib.cache))

class TransientError(Exception):
    pass

def retry(attempts=3, exceptions=(Exception,)):
    def deco(func):
        @functools.wraps(func)
        def wrapper(*a, **kw):
            last = None
            for attempt in range(1, attempts + 1):
                try:
                    return func(*a, **kw)
                except exceptions as e:
                    last = e
                    print(f"  attempt {attempt} failed: {e}")
            raise RuntimeError(f"{func.__name__} failed after {attempts} attempts") from last
        return wrapper
    return deco

calls = {"n": 0}

@retry(attempts=4, exceptions=(TransientError,))
def flaky(succeed_on):
    calls["n"] += 1
    if calls["n"] < succeed_on:
        raise TransientError(f"call {calls['n']}")
    return f"ok after {calls['n']}"

print(flaky(3))
calls["n"] = 0
try:
    flaky(10)
except RuntimeError as e:
    print("RuntimeError:", e, "| cause:", repr(e.__cause__))

@functools.lru_cache(maxsize=None)
def ways(n):
    if n < 0:
        return 0
    if n == 0:
        return 1
    return ways(n - 1) + ways(n - 2) + ways(n - 3)

print(ways(20), ways.cache_info())
ways.cache_clear()
print(ways.cache_info())
