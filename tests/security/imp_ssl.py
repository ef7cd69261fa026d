# Withheld module 'ssl': the import fails with ImportError (the attack on the next line never runs)
try:
    import ssl
    ssl.create_default_context()
    print("escaped: ssl imported")
except ImportError as e:
    print(type(e).__name__ + ":", str(e).split(";")[0])
