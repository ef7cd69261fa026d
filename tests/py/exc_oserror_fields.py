# OSError(errno, strerror[, filename, winerror, filename2]): attributes, CPython's str, args, and the errno's subclass.
for e in [OSError("plain"), OSError(2, "No such file"), OSError(2, "No such file", "x.txt"), OSError(13, "denied", "/etc/x"),
          OSError(1, "a", "f", None, "g"), OSError(99, "odd"), FileNotFoundError("missing.cfg"), FileNotFoundError(2, "No such file", "y"),
          PermissionError(13, "Permission denied"), OSError(17, "exists"), OSError(1, 2, 3, 4, 5, 6), TimeoutError(110, "timed out")]:
    print(type(e).__name__, repr(str(e)), repr(e), e.args, e.errno, e.strerror, e.filename, e.filename2)
class ConfigMissing(OSError):
    pass
e = ConfigMissing(2, "gone", "app.ini")
print(type(e).__name__, e, isinstance(e, OSError))
try:
    raise OSError(2, "No such file or directory", "data.csv")
except FileNotFoundError as err:
    print("caught FileNotFoundError:", err, err.filename)
