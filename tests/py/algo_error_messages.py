# Errors an algorithm hits on bad input, caught and printed with their CPython messages
import heapq
import math
import statistics
from collections import deque
from fractions import Fraction


def attempt(label, fn):
    try:
        result = fn()
        print(f"{label}: ok {result!r}")
    except Exception as e:
        print(f"{label}: {type(e).__name__}: {e}")


attempt("heap of dicts", lambda: heapq.heapify([{"a": 1}, {"b": 2}]))
attempt("heappop empty", lambda: heapq.heappop([]))
attempt("sort mixed", lambda: sorted([3, "a", 1]))
attempt("sort None", lambda: sorted([(1, None), (1, 2)]))
attempt("max empty", lambda: max([]))
attempt("min empty", lambda: min(x for x in []))
attempt("max default", lambda: max([], default=-1))
attempt("int div zero", lambda: 10 // 0)
attempt("int mod zero", lambda: 10 % 0)
attempt("float div zero", lambda: 1.0 / 0)
attempt("float mod zero", lambda: 5.5 % 0.0)
attempt("divmod zero", lambda: divmod(7, 0))
attempt("fraction zero", lambda: Fraction(1, 2) / 0)
attempt("sqrt neg", lambda: math.sqrt(-4))
attempt("log zero", lambda: math.log(0))
attempt("log neg base", lambda: math.log(8, -2))
attempt("float overflow", lambda: 2.0 ** 5000)
attempt("exp overflow", lambda: math.exp(1000))
attempt("big to float", lambda: float(10 ** 400))
attempt("int of inf", lambda: int(float("inf")))
attempt("int of nan", lambda: int(float("nan")))
attempt("factorial neg", lambda: math.factorial(-3))
attempt("factorial float", lambda: math.factorial(3.5))
attempt("comb neg", lambda: math.comb(5, -1))
attempt("pop empty list", lambda: [].pop())
attempt("pop index", lambda: [1, 2].pop(5))
attempt("deque pop", lambda: deque().pop())
attempt("list index", lambda: [1, 2, 3][3])
attempt("index missing", lambda: [1, 2, 3].index(9))
attempt("str index", lambda: "abc".index("z"))
attempt("dict key", lambda: {"a": 1}["b"])
attempt("tuple key", lambda: {}[(1, 2)])
attempt("set remove", lambda: {1, 2}.remove(3))
attempt("unhashable", lambda: {[1, 2]: 3})
attempt("mean empty", lambda: statistics.mean([]))
attempt("median empty", lambda: statistics.median([]))
attempt("int parse", lambda: int("12a"))
attempt("float parse", lambda: float("one"))
attempt("range step 0", lambda: range(1, 10, 0))
attempt("neg shift", lambda: 1 << -1)
attempt("str + int", lambda: "n=" + 5)
attempt("unpack", lambda: [a for a, b in [(1, 2), (3,)]])
