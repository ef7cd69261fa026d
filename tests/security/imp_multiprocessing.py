# Withheld module 'multiprocessing': the import fails with ImportError (the attack on the next line never runs)
try:
    import multiprocessing
    multiprocessing.Process(target=print).start()
    print("escaped: multiprocessing imported")
except ImportError as e:
    print(type(e).__name__ + ":", str(e).split(";")[0])
