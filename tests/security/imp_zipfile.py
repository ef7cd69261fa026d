# Withheld module 'zipfile': the import fails with ImportError (the attack on the next line never runs)
try:
    import zipfile
    zipfile.ZipFile("stolen.zip", "w").write("secret.txt")
    print("escaped: zipfile imported")
except ImportError as e:
    print(type(e).__name__ + ":", str(e).split(";")[0])
