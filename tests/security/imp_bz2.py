# Withheld module 'bz2': the import fails with ImportError (the attack on the next line never runs)
try:
    import bz2
    print(bz2.open("secret.txt").read())
    print("escaped: bz2 imported")
except ImportError as e:
    print(type(e).__name__ + ":", str(e).split(";")[0])
