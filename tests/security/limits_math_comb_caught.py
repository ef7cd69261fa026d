# args: --timeout 2
# the TimeoutError that ends a long GMP call (at one of its allocations) is a limit error:
# no handler catches it, and the loop after it never runs
import math
for n in range(10**7, 10**7 + 50):
    try:
        math.comb(n, n // 2)
    except BaseException as e:
        print("caught", type(e).__name__)
print("unreachable")
