# calls with too many positional arguments to module functions raise CPython's TypeError in
# CPython's words (before, the extra arguments were dropped and the call answered)
import random, re, heapq, statistics, textwrap, time, string, operator, functools, json, copy, bisect
import math
NAMES = """
re escape
re purge
heapq heapify
heapq heappop
heapq heappush
heapq heappushpop
heapq heapreplace
heapq nlargest
heapq nsmallest
statistics correlation
statistics covariance
statistics fmean
statistics geometric_mean
statistics harmonic_mean
statistics mean
statistics median
statistics median_grouped
statistics median_high
statistics median_low
statistics mode
statistics multimode
statistics pstdev
statistics pvariance
statistics quantiles
statistics stdev
statistics variance
textwrap dedent
textwrap fill
textwrap indent
textwrap shorten
textwrap wrap
time asctime
time mktime
time sleep
time strftime
time strptime
string capwords
operator abs
operator add
operator and_
operator call
operator concat
operator contains
operator countOf
operator delitem
operator eq
operator floordiv
operator ge
operator getitem
operator gt
operator iadd
operator iand
operator iconcat
operator ifloordiv
operator ilshift
operator imatmul
operator imod
operator imul
operator index
operator indexOf
operator invert
operator ior
operator ipow
operator irshift
operator is_
operator is_not
operator isub
operator itruediv
operator ixor
operator le
operator length_hint
operator lshift
operator lt
operator matmul
operator mod
operator mul
operator ne
operator neg
operator not_
operator or_
operator pos
operator pow
operator rshift
operator setitem
operator sub
operator truediv
operator truth
operator xor
functools cache
functools lru_cache
functools reduce
functools singledispatch
functools total_ordering
json dump
json dumps
json load
json loads
copy copy
math acos
math acosh
math asin
math asinh
math atan
math atan2
math atanh
math cbrt
math ceil
math comb
math copysign
math cos
math cosh
math degrees
math dist
math erf
math erfc
math exp
math exp2
math expm1
math fabs
math factorial
math floor
math fmod
math frexp
math fsum
math gamma
math isfinite
math isinf
math isnan
math isqrt
math ldexp
math lgamma
math log10
math log1p
math log2
math modf
math nextafter
math pow
math radians
math remainder
math sin
math sinh
math sqrt
math tan
math tanh
math trunc
math ulp
"""
mods = {m.__name__: m for m in (random, re, heapq, statistics, textwrap, time, string, operator,
                                functools, json, copy, bisect, math)}
for line in NAMES.split("\n"):
    if not line:
        continue
    mod, name = line.split()
    f = getattr(mods[mod], name)
    for n in (12, 6):
        try:
            f(*range(n))
            print(mod, name, "accepted")
        except TypeError as e:
            print(mod, name, "TypeError:", e)
        except Exception as e:
            print(mod, name, type(e).__name__)
