# Withheld module 'faulthandler': the import fails with ImportError (the attack on the next line never runs)
try:
    import faulthandler
    faulthandler.dump_traceback()
    print("escaped: faulthandler imported")
except ImportError as e:
    print(type(e).__name__ + ":", str(e).split(";")[0])
