# The timeit idiom of older examples: the setup imports the program's functions from __main__.
import timeit


def square_all(values):
    return [v * v for v in values]


DATA = list(range(50))
elapsed = timeit.timeit("square_all(DATA)", setup="from __main__ import square_all, DATA", number=100)
print("timed square_all:", elapsed > 0)
times = timeit.repeat("f([10])", setup="from __main__ import square_all as f", repeat=2, number=5)
print(len(times))

import __main__
print(__main__.square_all([3]), __main__.DATA[:3], __main__.__name__)
LATE = "defined after the first import"
import __main__ as again
print(again.LATE)
try:
    from __main__ import not_there
except ImportError as e:
    print("ImportError")
