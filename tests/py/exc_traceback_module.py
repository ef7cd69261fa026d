# The traceback module over moonpy's tracebacks, __context__ of an exception raised in
# __exit__, __suppress_context__ after raise ... from, sys.exc_info() in handlers.
# (The statements that fail are whole lines: CPython prints no caret lines under them.)
import re
import sys
import traceback


def clean(x):
    # the file as its base name (CPython shows the path it was given)
    if isinstance(x, list):
        return [clean(p) for p in x]
    return re.sub(r'File "[^"]*?([^/"]+\.py)"', r'File "\1"', x)


class Out:
    def write(self, text):
        sys.stdout.write(clean(text))


out = Out()


def inner(x):
    if x < 0:
        raise ValueError(f"negative: {x}")
    return x


def middle(x):
    inner(x)


def outer():
    try:
        middle(-1)
    except ValueError:
        print(clean(traceback.format_exc()))
        print(traceback.format_exc().splitlines()[-1])
        print(sys.exc_info()[0].__name__, sys.exc_info()[1])


outer()

try:
    raise KeyError("missing")
except KeyError as e:
    print(repr(clean(traceback.format_exc())))
    print(clean(traceback.format_exception(e)))
    print(clean(traceback.format_exception(type(e), e, e.__traceback__)))
    print(traceback.format_exception_only(e))
    print(traceback.format_exception_only(type(e), e))
    traceback.print_exc(file=out)
    traceback.print_exception(e, file=out)

print(repr(clean(traceback.format_exc())))
print(sys.exc_info())
print(traceback.format_exception(ValueError("never raised")))


def log_error():
    print("".join(traceback.format_exc()).rstrip().splitlines()[-1])


try:
    middle(-5)
except ValueError:
    log_error()

try:
    try:
        {}["k"]
    except KeyError as e:
        raise RuntimeError("wrapped") from e
except RuntimeError as e:
    print(e.__suppress_context__, repr(e.__cause__), repr(e.__context__))
    print("".join(traceback.format_exception(e)).count("direct cause"))
    parts = traceback.format_exception(e)
    print([p for p in parts if "cause" in p])
    print(traceback.format_exc(chain=False).count("Traceback"))

try:
    try:
        1 / 0
    except ZeroDivisionError:
        raise TypeError("while handling")
except TypeError as e:
    print(e.__suppress_context__, repr(e.__context__))
    print([p for p in traceback.format_exception(e) if "During" in p])

try:
    try:
        raise OSError("x")
    except OSError:
        raise ValueError("quiet") from None
except ValueError as e:
    print(e.__suppress_context__, e.__cause__, repr(e.__context__))
    print(traceback.format_exc().count("Traceback"))


class Closing:
    def __enter__(self):
        return self
    def __exit__(self, *exc):
        print("exit sees", exc[0].__name__)
        raise RuntimeError("close failed")


try:
    with Closing():
        raise KeyError("disk")
except RuntimeError as e:
    print(repr(e), repr(e.__context__), e.__suppress_context__)


class Quiet:
    def __enter__(self):
        return self
    def __exit__(self, t, v, tb):
        print("in __exit__:", sys.exc_info()[0].__name__ if sys.exc_info()[0] else None)
        return True


with Quiet():
    raise IndexError("swallowed")
print("after swallowed:", sys.exc_info())

for limit in (1, -1, None):
    try:
        middle(-2)
    except ValueError:
        print(limit, traceback.format_exc(limit=limit).count("File"))

for cause in (5, int, "x"):
    try:
        raise ValueError("a") from cause
    except TypeError as e:
        print("TypeError:", e)
