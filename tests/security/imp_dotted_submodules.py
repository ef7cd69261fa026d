# submodules of allowed modules that do not exist, and allowed names under withheld parents
def t(src):
    pass
try:
    import collections.os
except ImportError as e:
    print(type(e).__name__ + ":", e)
try:
    import math.os
except ImportError as e:
    print(type(e).__name__ + ":", e)
try:
    import os.math
except ImportError as e:
    print(type(e).__name__ + ":", str(e).split(";")[0])
try:
    from collections import os
except ImportError as e:
    print(type(e).__name__ + ":", e)
try:
    from math import __loader__
except ImportError as e:
    print(type(e).__name__ + ":", e)
import collections.abc
print(collections.abc.Sequence.__name__)
