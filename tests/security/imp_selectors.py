# Withheld module 'selectors': the import fails with ImportError (the attack on the next line never runs)
try:
    import selectors
    selectors.DefaultSelector()
    print("escaped: selectors imported")
except ImportError as e:
    print(type(e).__name__ + ":", str(e).split(";")[0])
