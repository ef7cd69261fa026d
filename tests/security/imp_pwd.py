# Withheld module 'pwd': the import fails with ImportError (the attack on the next line never runs)
try:
    import pwd
    print(pwd.getpwall())
    print("escaped: pwd imported")
except ImportError as e:
    print(type(e).__name__ + ":", str(e).split(";")[0])
