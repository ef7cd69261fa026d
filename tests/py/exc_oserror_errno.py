# OSError(errno, strerror[, filename]): attributes, str() "[Errno N] ...", and the errno's subclass
e = OSError(2, "No such file")
print(type(e).__name__, e, repr(e), e.errno, e.strerror, e.filename, e.args)
e = OSError(13, "Permission denied", "/etc/x")
print(type(e).__name__, e, e.args, e.filename)
print(OSError("plain"), OSError(), repr(OSError(99, "odd")), str(OSError(1, 2, 3, 4, 5)))
print(FileNotFoundError(2, "gone", "f.txt"), FileNotFoundError("msg"), isinstance(OSError(2, "x"), FileNotFoundError))
try:
    raise FileNotFoundError(2, "No such file or directory", "data.csv")
except OSError as err:
    print(type(err).__name__, err.errno, err, err.filename)
class MyErr(OSError):
    pass
print(type(MyErr(2, "x")).__name__, MyErr(2, "x"))
