# cpython: same
# args: --timeout 10
# mutual recursion between two functions
def f(n): return g(n + 1)
def g(n): return f(n + 1)
try:
    f(0)
except RecursionError as e:
    print("RecursionError:", e)
