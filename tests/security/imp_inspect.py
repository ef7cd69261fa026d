# Withheld module 'inspect': the import fails with ImportError (the attack on the next line never runs)
try:
    import inspect
    print(inspect.currentframe().f_back)
    print("escaped: inspect imported")
except ImportError as e:
    print(type(e).__name__ + ":", str(e).split(";")[0])
