# Withheld module 'shelve': the import fails with ImportError (the attack on the next line never runs)
try:
    import shelve
    shelve.open("stolen")
    print("escaped: shelve imported")
except ImportError as e:
    print(type(e).__name__ + ":", str(e).split(";")[0])
