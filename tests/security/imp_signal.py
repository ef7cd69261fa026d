# Withheld module 'signal': the import fails with ImportError (the attack on the next line never runs)
try:
    import signal
    signal.alarm(0); signal.signal(signal.SIGALRM, signal.SIG_IGN)
    print("escaped: signal imported")
except ImportError as e:
    print(type(e).__name__ + ":", str(e).split(";")[0])
