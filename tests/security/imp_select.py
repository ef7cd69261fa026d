# Withheld module 'select': the import fails with ImportError (the attack on the next line never runs)
try:
    import select
    print(select.select([0], [], [], 0))
    print("escaped: select imported")
except ImportError as e:
    print(type(e).__name__ + ":", str(e).split(";")[0])
