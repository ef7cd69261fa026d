# exception groups in the traceback module: boxes, sub-exception tracebacks, 15 shown at most,
# notes; a user subclass with __new__ and derive
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
def work(i):
    if i % 2:
        raise ValueError(f"odd {i}")
    return i
errors = []
for i in range(4):
    try:
        work(i)
    except ValueError as e:
        errors.append(e)
eg = ExceptionGroup("batch failed", errors + [KeyError("k")])
try:
    raise eg
except ExceptionGroup as e:
    print(clean("".join(traceback.format_exception(e))))
    traceback.print_exc(file=out)
print(traceback.format_exception_only(eg))
try:
    raise ExceptionGroup("outer", [ExceptionGroup("mid", [ExceptionGroup("in", [ZeroDivisionError()])]), RuntimeError("r")])
except* ZeroDivisionError:
    print("zero handled")
except* RuntimeError as e:
    print("rt", e.exceptions)
def many():
    raise ExceptionGroup("lots", [ValueError(i) for i in range(20)])
try:
    many()
except Exception:
    traceback.print_exc(file=out)
class MyEG(ExceptionGroup):
    def __new__(cls, msg, excs, code):
        self = super().__new__(cls, msg, excs)
        self.code = code
        return self
    def derive(self, excs):
        return MyEG(self.message, excs, self.code)
e = MyEG("m", [ValueError(1), TypeError(2)], 42)
m, r = e.split(ValueError)
print(type(m).__name__, m.code, repr(m), repr(r), r.code)
try:
    raise e
except* ValueError as g:
    print(type(g).__name__, g.code)
except* TypeError as g:
    print(type(g).__name__, g.code)
e = ExceptionGroup("g", [TypeError("t")])
e.add_note("group note")
e.exceptions[0].add_note("inner note")
print(clean("".join(traceback.format_exception(e))))
print(traceback.format_exception_only(e))
raise MyEG("final", [OSError("disk"), ValueError("v")], 7)
