# Withheld module 'importlib': the import fails with ImportError (the attack on the next line never runs)
try:
    import importlib
    print(importlib.import_module("os").getcwd())
    print("escaped: importlib imported")
except ImportError as e:
    print(type(e).__name__ + ":", str(e).split(";")[0])
