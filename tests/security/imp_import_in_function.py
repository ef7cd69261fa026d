# imports inside functions, classes, comprehensions, lambdas and except blocks are checked the same
def f():
    import os
    return os
class C:
    try:
        import subprocess
    except ImportError as e:
        msg = str(e).split(";")[0]
print(C.msg)
try:
    f()
except ImportError as e:
    print("f:", str(e).split(";")[0])
g = lambda: [__import__ for _ in ()]
print(g())
try:
    raise ValueError
except ValueError:
    try:
        import socket
    except ImportError as e:
        print("except:", str(e).split(";")[0])
