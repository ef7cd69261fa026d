# Withheld module 'logging': the import fails with ImportError (the attack on the next line never runs)
try:
    import logging
    logging.basicConfig(filename="stolen.log"); logging.error("x")
    print("escaped: logging imported")
except ImportError as e:
    print(type(e).__name__ + ":", str(e).split(";")[0])
