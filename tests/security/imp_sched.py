# Withheld module 'sched': the import fails with ImportError (the attack on the next line never runs)
try:
    import sched
    sched.scheduler().run()
    print("escaped: sched imported")
except ImportError as e:
    print(type(e).__name__ + ":", str(e).split(";")[0])
