# Withheld module 'gzip': the import fails with ImportError (the attack on the next line never runs)
try:
    import gzip
    print(gzip.open("secret.txt").read())
    print("escaped: gzip imported")
except ImportError as e:
    print(type(e).__name__ + ":", str(e).split(";")[0])
