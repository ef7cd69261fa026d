# module functions called with too few positional arguments raise CPython's TypeError
import math, heapq, operator, copy, string, functools, time, textwrap, json, re, statistics, bisect
calls = [
    (math.sqrt, ()), (math.pow, (2,)), (math.comb, (3,)), (math.atan2, ()),
    (heapq.heappush, ([],)), (heapq.heappop, ()), (heapq.heapify, ()), (heapq.heappushpop, ([],)),
    (heapq.nlargest, (3,)), (heapq.nsmallest, ()),
    (operator.add, (1,)), (operator.neg, ()), (operator.setitem, ({}, 1)),
    (copy.copy, ()), (string.capwords, ()), (functools.singledispatch, ()),
    (functools.total_ordering, ()), (time.strptime, ()), (time.sleep, ()),
    (textwrap.indent, ("x",)), (textwrap.dedent, ()), (json.dumps, ()), (json.loads, ()),
    (re.compile, ()), (re.escape, ()), (statistics.mean, ()), (statistics.median, ()),
]
for f, args in calls:
    try:
        f(*args)
        print(f.__name__, "ok")
    except TypeError as e:
        print(f.__name__, e)
h = []
heapq.heappush(h, 3); heapq.heappush(h, 1)
print(h, heapq.nlargest(1, h), copy.copy([1]), string.capwords("a b"), textwrap.indent("a", "> "))
