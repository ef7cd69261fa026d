# Withheld module 'tarfile': the import fails with ImportError (the attack on the next line never runs)
try:
    import tarfile
    tarfile.open("stolen.tar", "w").add("secret.txt")
    print("escaped: tarfile imported")
except ImportError as e:
    print(type(e).__name__ + ":", str(e).split(";")[0])
