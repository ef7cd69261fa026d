# module functions called without their required arguments: CPython's TypeErrors
import math, operator, itertools, functools, datetime

calls = [
    (math.sqrt, ()), (math.floor, ()), (math.sin, ()), (math.log, ()), (math.log2, ()),
    (math.isqrt, ()), (math.pow, ()), (math.pow, (2,)), (math.atan2, (1,)), (math.fabs, ()),
    (math.comb, (3,)), (math.factorial, ()), (math.isnan, ()), (math.fsum, ()), (math.prod, ()),
    (math.dist, ((1,),)), (math.perm, ()), (math.isclose, (1,)), (math.ldexp, (1.0,)),
    (operator.add, (1,)), (operator.mul, ()), (operator.neg, ()), (operator.getitem, ([1],)),
    (operator.lt, (1,)), (operator.not_, ()), (operator.setitem, ([1], 0)), (operator.iadd, ([],)),
    (operator.__add__, (1,)),
    (itertools.repeat, ()), (itertools.count, ('a',)), (itertools.count, (1, 'b')),
    (functools.reduce, (max,)), (functools.reduce, ()),
    (datetime.datetime, (2024,)), (datetime.datetime, (2024, 1)), (datetime.date, (2024,)),
    (datetime.date, ()),
]
for f, args in calls:
    try:
        print(f(*args))
    except TypeError as e:
        print('TypeError:', e)
print(math.sqrt(4), math.pow(2, 3), operator.add(1, 2), list(itertools.islice(itertools.count(1.5), 2)),
      itertools.count(True), functools.reduce(operator.add, [1, 2, 3]), datetime.date(2024, 1, 2))
import itertools as it  # count of bools
print(list(it.islice(it.count(True), 3)), list(it.islice(it.count(0, True), 3)), list(it.islice(it.count(False, False), 2)), it.count(True, True))
