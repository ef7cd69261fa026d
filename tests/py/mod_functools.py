# functools: reduce, lru_cache, partial, wraps, cmp_to_key
from functools import reduce, lru_cache, partial, wraps, cmp_to_key
import operator
print(reduce(operator.add, [1, 2, 3, 4]), reduce(lambda a, b: a * b, range(1, 6)), reduce(max, [3, 9, 2], 0))
print(reduce(lambda acc, x: acc + [x * 2], [1, 2], []))
@lru_cache(maxsize=None)
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)
print(fib(100), fib.cache_info().hits > 0)
@lru_cache(maxsize=128)
def slow_square(n):
    print("computing", n)
    return n * n
print(slow_square(4), slow_square(4), slow_square(5))
pow2 = partial(pow, 2)
int_base2 = partial(int, base=2)
print(pow2(10), int_base2("1011"), partial(max, key=len)(["a", "abc", "ab"]))
def logged(fn):
    @wraps(fn)
    def wrapper(*a, **k):
        return fn(*a, **k)
    return wrapper
@logged
def documented():
    """doc here"""
    return 1
print(documented.__name__, documented.__doc__)
def compare(a, b):
    return (a > b) - (a < b)
print(sorted([3, 1, 2], key=cmp_to_key(compare)), sorted(["bb", "a", "ccc"], key=cmp_to_key(lambda a, b: len(b) - len(a))))
print(operator.itemgetter(1)([5, 6, 7]), sorted([(1, "b"), (0, "a")], key=operator.itemgetter(1)))
print(operator.mul(3, 4), list(map(operator.neg, [1, -2])))
