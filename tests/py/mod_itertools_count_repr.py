from itertools import count, repeat, islice
c = count(3); print(repr(c)); next(c); print(c)
c = count(1.5, 0.5); next(c); print(c, count(0, 2), count(5, 1.0), count(-1, -1), count(2**70))
r = repeat("x", 2); print(r); next(r); print(r); next(r); print(r, list(r), r, repeat(None), repeat(1, -5))
import itertools
print(hasattr(itertools, "batched"))
try:
    from itertools import batched
except ImportError as e:
    print("ImportError", e)
