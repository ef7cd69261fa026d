# Withheld module 'pathlib': the import fails with ImportError (the attack on the next line never runs)
try:
    import pathlib
    print(pathlib.Path("secret.txt").read_text())
    print("escaped: pathlib imported")
except ImportError as e:
    print(type(e).__name__ + ":", str(e).split(";")[0])
