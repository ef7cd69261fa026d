# Withheld module 'posix': the import fails with ImportError (the attack on the next line never runs)
try:
    import posix
    print(posix.listdir("."))
    print("escaped: posix imported")
except ImportError as e:
    print(type(e).__name__ + ":", str(e).split(";")[0])
