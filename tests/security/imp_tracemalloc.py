# Withheld module 'tracemalloc': the import fails with ImportError (the attack on the next line never runs)
try:
    import tracemalloc
    tracemalloc.start()
    print("escaped: tracemalloc imported")
except ImportError as e:
    print(type(e).__name__ + ":", str(e).split(";")[0])
