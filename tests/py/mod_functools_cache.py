# functools: lru_cache / cache bookkeeping and keys
from functools import lru_cache, cache
calls = []
@lru_cache(maxsize=2)
def sq(n):
    calls.append(n)
    return n * n
print(sq(1), sq(2), sq(1), sq(3), sq(2), calls)
print(sq.cache_info())
sq.cache_clear()
print(sq.cache_info(), sq(1), calls)
@cache
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)
print(fib(90), fib.cache_info().misses, fib.__name__)
@lru_cache
def add(a, b=10):
    return a + b
print(add(1), add(1), add(1, 2), add(a=1, b=2), add.cache_info().hits)
@lru_cache(None)
def grid_paths(r, c):
    if r == 0 or c == 0:
        return 1
    return grid_paths(r - 1, c) + grid_paths(r, c - 1)
print(grid_paths(16, 16), grid_paths.cache_info().currsize)
@lru_cache(maxsize=None)
def count_ways(t):
    return len(t)
print(count_ways((1, 2)), count_ways((1, 2)), count_ways.cache_info().hits)
try:
    count_ways([1, 2])
except TypeError as e:
    print("TypeError:", e)
@lru_cache(maxsize=0)
def nocache(x):
    return x
print(nocache(1), nocache(1), nocache.cache_info())
