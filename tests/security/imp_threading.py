# Withheld module 'threading': the import fails with ImportError (the attack on the next line never runs)
try:
    import threading
    threading.Thread(target=lambda: None).start()
    print("escaped: threading imported")
except ImportError as e:
    print(type(e).__name__ + ":", str(e).split(";")[0])
