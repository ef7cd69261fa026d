# Withheld module 'runpy': the import fails with ImportError (the attack on the next line never runs)
try:
    import runpy
    runpy.run_path("secret.txt")
    print("escaped: runpy imported")
except ImportError as e:
    print(type(e).__name__ + ":", str(e).split(";")[0])
