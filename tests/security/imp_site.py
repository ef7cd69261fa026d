# Withheld module 'site': the import fails with ImportError (the attack on the next line never runs)
try:
    import site
    print(site.getsitepackages())
    print("escaped: site imported")
except ImportError as e:
    print(type(e).__name__ + ":", str(e).split(";")[0])
