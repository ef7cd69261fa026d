# cpython: same
# args: --timeout 10
# recursion through generators (next inside next)
def g():
    yield next(g())
try:
    next(g())
except RecursionError as e:
    print("RecursionError:", e)
