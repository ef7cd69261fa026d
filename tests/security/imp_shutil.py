# Withheld module 'shutil': the import fails with ImportError (the attack on the next line never runs)
try:
    import shutil
    shutil.copy("secret.txt", "stolen.txt")
    print("escaped: shutil imported")
except ImportError as e:
    print(type(e).__name__ + ":", str(e).split(";")[0])
