# functools.reduce and operator for folds: product, gcd of a list, function composition, flattening
import math
import operator
from functools import partial, reduce

nums = [12, 18, 30, 42]
print(reduce(operator.mul, nums), math.prod(nums), reduce(math.gcd, nums), reduce(lambda a, b: a * b // math.gcd(a, b), nums))
print(reduce(operator.add, [[1], [2, 3], [], [4]], []), reduce(operator.or_, [{1}, {2, 3}, {3, 4}]))
print(reduce(lambda acc, d: acc * 10 + d, [3, 1, 4, 1, 5], 0), reduce(max, [3, 9, 2], -1), reduce(operator.add, [], 0))


def compose(*fns):
    return reduce(lambda f, g: lambda x: g(f(x)), fns, lambda x: x)


inc = partial(operator.add, 1)
dbl = partial(operator.mul, 2)
sq = partial(pow, exp=2)
pipeline = compose(inc, dbl, sq)
print([pipeline(x) for x in range(5)], compose()(7))
print(list(map(operator.itemgetter(1), [(1, "a"), (2, "b")])), sorted(["bb", "a", "ccc"], key=len))
print(list(map(operator.neg, [1, -2, 3])), list(map(operator.truediv, [1, 2, 3], [4, 5, 6])))
print(operator.floordiv(-7, 2), operator.mod(-7, 2), operator.pow(2, 10), operator.lshift(1, 40), operator.xor(6, 3))
f = operator.methodcaller("split", ",")
print(f("a,b,c"), operator.attrgetter("real", "imag")(3 + 4j), operator.contains([1, 2], 2), operator.not_(0))
try:
    reduce(operator.add, [])
except TypeError as e:
    print("TypeError:", e)
horner = lambda coeffs, x: reduce(lambda acc, c: acc * x + c, coeffs, 0)
print(horner([2, -6, 2, -1], 3), horner([1, 0, 0, 0, 0], 2.5))
