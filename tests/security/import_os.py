# Modules that reach the host are withheld, with a message that says so.
for name in ["os", "sys.path", "shutil", "pathlib", "io", "importlib", "builtins", "pickle"]:
    try:
        __import__  # NameError: there is no __import__
    except NameError:
        pass
try:
    import os
except ImportError as e:
    print(type(e).__name__, str(e).split(";")[0])
try:
    from os import path
except ImportError as e:
    print(type(e).__name__, str(e).split(";")[0])
try:
    import nosuchmodule
except ImportError as e:
    print(type(e).__name__, e)
