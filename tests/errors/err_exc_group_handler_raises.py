# a handler of except* raises: its exception and the unhandled rest are raised as a new group
def f():
    raise ExceptionGroup("many", [ValueError(1), TypeError("bad"), ExceptionGroup("inner", [KeyError('k')])])
try:
    f()
except* ValueError as e:
    print("V", repr(e), e.exceptions)
except* KeyError as e:
    print("K", repr(e))
    raise RuntimeError("from handler")
