# Module sources embedded in the binary but not in runtime/init.lua's allowlist cannot be
# imported (the test binary moonpy_planted carries modplanted.lua and modos.lua).
try:
    import planted
    print("imported planted:", planted.secret)
except ImportError as e:
    print(type(e).__name__, e.name if hasattr(e, "name") else "")
try:
    import os
    print("imported os")
except ImportError as e:
    print(type(e).__name__, str(e).split(";")[0])
try:
    from planted import secret
    print("imported secret", secret)
except ImportError as e:
    print(type(e).__name__)
import math
print(math.isqrt(10))
