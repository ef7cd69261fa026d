# A TTL-less memo decorator written by hand; calling with an unhashable argument fails uncaught
import functools


def memoize(fn):
    cache = {}

    @functools.wraps(fn)
    def wrapper(*args):
        if args not in cache:
            cache[args] = fn(*args)
        else:
            wrapper.hits += 1
        return cache[args]

    wrapper.hits = 0
    wrapper.cache = cache
    return wrapper


@memoize
def binomial(n, k):
    """Binomial coefficient by Pascal's rule."""
    if k in (0, n):
        return 1
    return binomial(n - 1, k - 1) + binomial(n - 1, k)


@memoize
def total(values):
    return sum(values)


print(binomial(20, 10), binomial(30, 15), binomial.hits, len(binomial.cache))
print(binomial.__name__, binomial.__doc__)
print(total((1, 2, 3)), total((1, 2, 3)), total.hits)
print(total([1, 2, 3]))
