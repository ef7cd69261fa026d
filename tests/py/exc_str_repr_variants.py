cases = [ValueError(), ValueError("msg"), ValueError("a", 2), KeyError("k"), KeyError("it's"), KeyError(1, 2), KeyError(),
         IndexError("list index out of range"), OSError(2, "No such file"), OSError(2, "No such file", "f.txt"), OSError("plain"),
         FileNotFoundError(2, "gone", "x.txt"), UnicodeDecodeError("utf-8", b"\xff", 0, 1, "invalid start byte"),
         StopIteration(5), SystemExit(3), SystemExit(), KeyboardInterrupt(), AssertionError("x > 0"), Exception(None),
         Exception(""), Exception([1, 2]), ZeroDivisionError("division by zero"), AttributeError("obj", name="attr") if False else AttributeError("no"),
         NameError("name 'x' is not defined"), TypeError("bad", "worse"), RuntimeError(ValueError("inner"))]
for e in cases:
    print(f"{type(e).__name__:<20} str={str(e)!r:<40} repr={e!r} args={e.args}")
e = OSError(13, "Permission denied", "/etc/x")
print(e.errno, e.strerror, e.filename, type(e).__name__, isinstance(e, PermissionError))
print(type(OSError(2, "x")).__name__, type(OSError(17, "x")).__name__, type(OSError(99999, "x")).__name__)
e = UnicodeDecodeError("utf-8", b"ab\xff", 2, 3, "invalid start byte")
print(e.encoding, e.object, e.start, e.end, e.reason)
class AppError(Exception):
    def __init__(self, code, msg="application error"):
        super().__init__(msg)
        self.code = code
err = AppError(42)
print(str(err), repr(err), err.args, err.code)
class NoSuper(Exception):
    def __init__(self, x):
        self.x = x
ns = NoSuper(5)
print(repr(str(ns)), repr(ns), ns.args)
try:
    raise AppError(7, "custom") from KeyError("root")
except AppError as e:
    print(e, e.code, repr(e.__cause__), e.__suppress_context__)
try:
    try:
        1 / 0
    except ZeroDivisionError:
        raise ValueError("during handling")
except ValueError as e:
    print(repr(e.__context__), e.__cause__, e.__suppress_context__)
try:
    try:
        1 / 0
    except ZeroDivisionError:
        raise ValueError("hidden") from None
except ValueError as e:
    print(repr(e.__context__), e.__cause__, e.__suppress_context__)
e = ValueError("x")
e.add_note("note one")
print(e.__notes__, str(e))
print(issubclass(FileNotFoundError, OSError), issubclass(KeyError, LookupError), issubclass(BrokenPipeError, ConnectionError), ZeroDivisionError.__mro__)
for n in [1, 2, 3, 4, 10, 11, 13, 17, 20, 21, 32, 103, 104, 108, 110, 111, 114, 115, 5]:
    e = OSError(n, "msg")
    print(n, type(e).__name__, type(e).__mro__[1].__name__, str(e))
print(BrokenPipeError.__mro__)
try:
    raise ConnectionRefusedError(111, "Connection refused")
except ConnectionError as e:
    print("caught", type(e).__name__, e.errno, e)
print(issubclass(BlockingIOError, OSError), ReferenceError.__mro__, EncodingWarning.__mro__, UnicodeTranslateError.__mro__)
