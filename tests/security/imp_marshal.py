# Withheld module 'marshal': the import fails with ImportError (the attack on the next line never runs)
try:
    import marshal
    exec(marshal.loads(marshal.dumps(compile("1", "", "eval"))))
    print("escaped: marshal imported")
except ImportError as e:
    print(type(e).__name__ + ":", str(e).split(";")[0])
