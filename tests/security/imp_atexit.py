# Withheld module 'atexit': the import fails with ImportError (the attack on the next line never runs)
try:
    import atexit
    atexit.register(lambda: print("after the run"))
    print("escaped: atexit imported")
except ImportError as e:
    print(type(e).__name__ + ":", str(e).split(";")[0])
