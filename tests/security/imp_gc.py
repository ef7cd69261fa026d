# Withheld module 'gc': the import fails with ImportError (the attack on the next line never runs)
try:
    import gc
    print(len(gc.get_objects()))
    print("escaped: gc imported")
except ImportError as e:
    print(type(e).__name__ + ":", str(e).split(";")[0])
