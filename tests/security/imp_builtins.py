# Withheld module 'builtins': the import fails with ImportError (the attack on the next line never runs)
try:
    import builtins
    print(builtins.open("secret.txt").read())
    print("escaped: builtins imported")
except ImportError as e:
    print(type(e).__name__ + ":", str(e).split(";")[0])
