# Withheld module 'fcntl': the import fails with ImportError (the attack on the next line never runs)
try:
    import fcntl
    fcntl.flock(0, fcntl.LOCK_EX)
    print("escaped: fcntl imported")
except ImportError as e:
    print(type(e).__name__ + ":", str(e).split(";")[0])
