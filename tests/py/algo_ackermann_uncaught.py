# Ackermann function with lru_cache: small values print, then an unhashable list argument ends the run (TypeError)
from functools import lru_cache


@lru_cache(maxsize=None)
def ackermann(m: int, n: int) -> int:
    if m == 0:
        return n + 1
    if n == 0:
        return ackermann(m - 1, 1)
    return ackermann(m - 1, ackermann(m, n - 1))


for m in range(3):
    print(m, [ackermann(m, n) for n in range(6)])
print(ackermann(3, 3), ackermann.cache_info().hits > 0)
print(ackermann([1], 2))
