# trap: the exception type is the real one, catchable by its own name
def f():
    return undefined_var
try:
    f()
except NameError as e:
    print(type(e).__name__, e)
def g():
    x += 1
    x = 0
try:
    g()
except UnboundLocalError as e:
    print(type(e).__name__, isinstance(e, NameError))
try:
    {}["k"]
except KeyError as e:
    print(type(e).__name__, e)
try:
    [][1]
except IndexError as e:
    print(type(e).__name__, e)
try:
    int("q")
except ValueError as e:
    print(type(e).__name__, e)
try:
    None.x
except AttributeError as e:
    print(type(e).__name__, e)
try:
    1 + "1"
except TypeError as e:
    print(type(e).__name__, e)
try:
    next(iter(()))
except StopIteration as e:
    print(type(e).__name__, repr(e))
try:
    import os
except ImportError as e:
    print("ImportError is real:", type(e).__name__ in ("ImportError", "ModuleNotFoundError"))
else:
    print("ImportError is real:", True)
