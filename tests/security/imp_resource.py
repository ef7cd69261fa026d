# Withheld module 'resource': the import fails with ImportError (the attack on the next line never runs)
try:
    import resource
    resource.setrlimit(resource.RLIMIT_AS, (-1, -1))
    print("escaped: resource imported")
except ImportError as e:
    print(type(e).__name__ + ":", str(e).split(";")[0])
