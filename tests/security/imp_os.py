# Withheld module 'os': the import fails with ImportError (the attack on the next line never runs)
try:
    import os
    os.system("touch pwned.txt"); print(os.environ["MOONPY_CANARY_SECRET"])
    print("escaped: os imported")
except ImportError as e:
    print(type(e).__name__ + ":", str(e).split(";")[0])
