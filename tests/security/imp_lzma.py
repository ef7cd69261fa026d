# Withheld module 'lzma': the import fails with ImportError (the attack on the next line never runs)
try:
    import lzma
    print(lzma.open("secret.txt").read())
    print("escaped: lzma imported")
except ImportError as e:
    print(type(e).__name__ + ":", str(e).split(";")[0])
