# Withheld module 'concurrent': the import fails with ImportError (the attack on the next line never runs)
try:
    import concurrent
    import concurrent.futures; concurrent.futures.ThreadPoolExecutor().submit(print)
    print("escaped: concurrent imported")
except ImportError as e:
    print(type(e).__name__ + ":", str(e).split(";")[0])
