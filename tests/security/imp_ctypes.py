# Withheld module 'ctypes': the import fails with ImportError (the attack on the next line never runs)
try:
    import ctypes
    ctypes.CDLL(None).system(b"touch pwned.txt")
    print("escaped: ctypes imported")
except ImportError as e:
    print(type(e).__name__ + ":", str(e).split(";")[0])
