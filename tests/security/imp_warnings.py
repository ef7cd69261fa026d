# Withheld module 'warnings': the import fails with ImportError (the attack on the next line never runs)
try:
    import warnings
    warnings.warn("x")
    print("escaped: warnings imported")
except ImportError as e:
    print(type(e).__name__ + ":", str(e).split(";")[0])
