# Withheld module 'pickle': the import fails with ImportError (the attack on the next line never runs)
try:
    import pickle
    pickle.loads(b"cos\nsystem\n(S'touch pwned.txt'\ntR.")
    print("escaped: pickle imported")
except ImportError as e:
    print(type(e).__name__ + ":", str(e).split(";")[0])
