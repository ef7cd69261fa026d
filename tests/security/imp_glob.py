# Withheld module 'glob': the import fails with ImportError (the attack on the next line never runs)
try:
    import glob
    print(glob.glob("/*"))
    print("escaped: glob imported")
except ImportError as e:
    print(type(e).__name__ + ":", str(e).split(";")[0])
