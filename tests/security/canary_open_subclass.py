# canary: OSError subclasses raised by open are catchable as CPython's
for exc in (OSError, PermissionError, FileNotFoundError, IOError, EnvironmentError):
    try:
        open("secret.txt")
    except exc as e:
        print(exc.__name__, "caught", type(e).__name__, e.errno if hasattr(e, "errno") else "")
    except Exception as e:
        print(exc.__name__, "not caught:", type(e).__name__)
