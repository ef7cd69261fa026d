# Withheld module 'zipimport': the import fails with ImportError (the attack on the next line never runs)
try:
    import zipimport
    zipimport.zipimporter("x.zip")
    print("escaped: zipimport imported")
except ImportError as e:
    print(type(e).__name__ + ":", str(e).split(";")[0])
