# Withheld module 'grp': the import fails with ImportError (the attack on the next line never runs)
try:
    import grp
    print(grp.getgrall())
    print("escaped: grp imported")
except ImportError as e:
    print(type(e).__name__ + ":", str(e).split(";")[0])
