# Withheld module 'mmap': the import fails with ImportError (the attack on the next line never runs)
try:
    import mmap
    mmap.mmap(-1, 1 << 40)
    print("escaped: mmap imported")
except ImportError as e:
    print(type(e).__name__ + ":", str(e).split(";")[0])
