# Withheld module 'codeop': the import fails with ImportError (the attack on the next line never runs)
try:
    import codeop
    print(codeop.compile_command("1"))
    print("escaped: codeop imported")
except ImportError as e:
    print(type(e).__name__ + ":", str(e).split(";")[0])
