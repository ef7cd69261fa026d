# cpython: same
# exceptions with forged traceback and cause fields still print cleanly (F3)
e = ValueError("forged")
setattr(e, "#tb", 5)
setattr(e, "#cause", 5)
setattr(e, "@__str__", 6)
try:
    e.__cause__ = 5
except TypeError as x:
    print("TypeError:", x)
try:
    e.__context__ = "s"
except TypeError as x:
    print("TypeError:", x)
raise e
