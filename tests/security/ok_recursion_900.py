# cpython: same
# benign control: recursion to depth 900 works
def depth(n): return 0 if n == 0 else 1 + depth(n - 1)
print(depth(900))
import sys
print(sys.getrecursionlimit() >= 1000)
