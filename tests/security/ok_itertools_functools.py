# cpython: same
# benign control: itertools and functools combinations
import itertools, functools
print(list(itertools.islice(itertools.count(10, 5), 4)), list(itertools.chain.from_iterable([[1], [2, 3]])))
print([list(g) for k, g in itertools.groupby("aabbbc")], list(itertools.combinations(range(4), 2))[:3])
@functools.lru_cache(maxsize=None)
def fib(n): return n if n < 2 else fib(n - 1) + fib(n - 2)
print(fib(80), functools.partial(pow, 2)(10))
