# __import__, importlib and the builtins module are not there: every spelling is a NameError or
# an ImportError
def t(label, f):
    try:
        r = f()
        print(label, "got", type(r).__name__)
    except (NameError, ImportError, AttributeError, TypeError, KeyError) as e:
        print(label, type(e).__name__ + ":", str(e).split(";")[0])
t("__import__", lambda: __import__("os"))
t("__builtins__", lambda: __builtins__["__import__"]("os"))
t("__builtins__ attr", lambda: __builtins__.__import__("os"))
t("globals builtins", lambda: globals()["__builtins__"])
t("__loader__", lambda: __loader__.load_module("os"))
t("__spec__", lambda: __spec__.loader)
t("vars()", lambda: vars()["__builtins__"])
t("print.__module__", lambda: print.__module__)
t("print.__self__", lambda: print.__self__)
