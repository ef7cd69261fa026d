# Withheld module 'sysconfig': the import fails with ImportError (the attack on the next line never runs)
try:
    import sysconfig
    print(sysconfig.get_paths())
    print("escaped: sysconfig imported")
except ImportError as e:
    print(type(e).__name__ + ":", str(e).split(";")[0])
