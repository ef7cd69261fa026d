# functools: reduce, partial, total_ordering, cmp_to_key, cached_property, singledispatch
from functools import reduce, partial, total_ordering, cmp_to_key, cached_property, singledispatch, wraps
import operator
print(reduce(operator.mul, range(1, 8)), reduce(lambda a, b: a + [b], "abc", []), reduce(max, [4], 0))
try:
    reduce(operator.add, [])
except TypeError as e:
    print("TypeError:", e)
base3 = partial(int, "12")
tag = partial(print, "tag:", sep="|")
tag(1, 2)
p = partial(sorted, key=lambda s: s[-1])
print(p(["ab", "ca", "bb"]), p(["x", "zy"], reverse=True), p.func is sorted, p.args, p.keywords.keys())
add5 = partial(operator.add, 5)
print(list(map(add5, [1, 2])), partial(add5, 1)())
@total_ordering
class Ver:
    def __init__(self, n):
        self.n = n
    def __eq__(self, o):
        return self.n == o.n
    def __lt__(self, o):
        return self.n < o.n
print(Ver(1) <= Ver(2), Ver(3) >= Ver(2), Ver(1) > Ver(1), Ver(2) >= Ver(2))
print(sorted([5, 1, 4], key=cmp_to_key(lambda a, b: b - a)), sorted(["b", "A", "c"], key=cmp_to_key(lambda a, b: (a.lower() > b.lower()) - (a.lower() < b.lower()))))
class Circle:
    def __init__(self, r):
        self.r = r
        self.computed = 0
    @cached_property
    def area(self):
        self.computed += 1
        return 3 * self.r * self.r
c = Circle(2)
print(c.area, c.area, c.computed)
@singledispatch
def show(x):
    return "obj"
@show.register(int)
def _(x):
    return "int %d" % x
@show.register(list)
def _(x):
    return "list of %d" % len(x)
print(show(1), show([1, 2]), show("s"), show(True))
def deco(f):
    @wraps(f)
    def inner(*a):
        return f(*a) * 2
    return inner
@deco
def double_me(x):
    return x
print(double_me(4), double_me.__name__, double_me.__wrapped__(4))
