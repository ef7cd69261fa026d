# Withheld module 'code': the import fails with ImportError (the attack on the next line never runs)
try:
    import code
    code.interact()
    print("escaped: code imported")
except ImportError as e:
    print(type(e).__name__ + ":", str(e).split(";")[0])
