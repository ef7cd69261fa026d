# Deliberate difference: recursion is not limited to CPython's depth of 1000.
# Why: a per-call depth counter cost 45% of every call in generated Lua, so the runtime relies on
# Lua's own stack limit (about 250,000 frames of a small function), which still stops runaway
# recursion in milliseconds with CPython's RecursionError and its compressed traceback.
# CPython: depth(5000) raises RecursionError. moonpy: it returns 5000.
import sys
def depth(n):
    return 0 if n == 0 else 1 + depth(n - 1)
try:
    print(depth(5000))
except RecursionError as e:
    print("RecursionError:", e)
print(sys.getrecursionlimit())
