# Withheld module 'traceback': the import fails with ImportError (the attack on the next line never runs)
try:
    import traceback
    print(traceback.extract_stack())
    print("escaped: traceback imported")
except ImportError as e:
    print(type(e).__name__ + ":", str(e).split(";")[0])
