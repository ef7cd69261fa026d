# unbounded recursion raises RecursionError, which can be caught
def forever(n):
    return forever(n + 1)
try:
    forever(0)
except RecursionError as e:
    print("RecursionError:", e)
print(issubclass(RecursionError, RuntimeError))
def count(n):
    return n if n == 0 else count(n - 1)
print(count(950))
try:
    forever(0)
except RuntimeError:
    print("caught as RuntimeError")
print("still alive")
