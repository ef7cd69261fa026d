# Withheld module 'tempfile': the import fails with ImportError (the attack on the next line never runs)
try:
    import tempfile
    print(tempfile.mkstemp())
    print("escaped: tempfile imported")
except ImportError as e:
    print(type(e).__name__ + ":", str(e).split(";")[0])
