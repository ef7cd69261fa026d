# cpython: same
# RecursionError is an ordinary exception: it can be caught, and the program goes on.
def f(n):
    return f(n + 1)
try:
    f(0)
except RecursionError as e:
    print("RecursionError:", e)
def depth(n):
    return 0 if n == 0 else 1 + depth(n - 1)
print(depth(900))
