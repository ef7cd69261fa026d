# Withheld module 'platform': the import fails with ImportError (the attack on the next line never runs)
try:
    import platform
    print(platform.uname())
    print("escaped: platform imported")
except ImportError as e:
    print(type(e).__name__ + ":", str(e).split(";")[0])
