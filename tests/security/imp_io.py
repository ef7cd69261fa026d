# Withheld module 'io': the import fails with ImportError (the attack on the next line never runs)
try:
    import io
    print(io.open("secret.txt").read())
    print("escaped: io imported")
except ImportError as e:
    print(type(e).__name__ + ":", str(e).split(";")[0])
