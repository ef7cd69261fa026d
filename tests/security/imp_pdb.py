# Withheld module 'pdb': the import fails with ImportError (the attack on the next line never runs)
try:
    import pdb
    pdb.set_trace()
    print("escaped: pdb imported")
except ImportError as e:
    print(type(e).__name__ + ":", str(e).split(";")[0])
