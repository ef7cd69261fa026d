# Withheld module 'pty': the import fails with ImportError (the attack on the next line never runs)
try:
    import pty
    pty.spawn("/bin/sh")
    print("escaped: pty imported")
except ImportError as e:
    print(type(e).__name__ + ":", str(e).split(";")[0])
