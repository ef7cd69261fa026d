# e.__traceback__ is a traceback object (tb_lineno, tb_next) from the frame that caught the
# exception; extract_tb, format_tb, print_tb, format_list, extract_stack, format_stack,
# print_stack, FrameSummary, StackSummary, TracebackException (file names replaced: CPython
# prints absolute paths)
import traceback, sys
def inner(x):
    return 1 / x
def outer():
    return inner(0)
try:
    outer()
except ZeroDivisionError as e:
    tb = e.__traceback__
    print(type(tb).__name__)
    frames = traceback.extract_tb(tb)
    for fr in frames:
        print(fr.name, fr.lineno, fr.line, fr.filename.endswith("tb.py"))
    print(len(traceback.format_tb(tb)), traceback.format_tb(tb)[-1].strip().splitlines()[0].endswith("in inner"))
    print(traceback.format_exception_only(type(e), e))
    s = traceback.format_exc(); print(s.splitlines()[0], s.splitlines()[-1])
    te = traceback.TracebackException.from_exception(e)
    print("".join(te.format_exception_only()).strip(), te.exc_type.__name__ if hasattr(te, "exc_type") else "")
    last = traceback.extract_tb(tb)[-1]; print(last.name, last.lineno, tuple(last)[1:3])
    info = sys.exc_info(); print(info[0].__name__, info[1], type(info[2]).__name__)
import traceback, sys, io
FILE = traceback.extract_stack()[-1].filename
def level3():
    raise KeyError("missing")
def level2():
    level3()
def level1():
    try:
        level2()
    except KeyError as e:
        return e, e.__traceback__
e, tb = level1()
print([(f.name, f.lineno, f.line) for f in traceback.extract_tb(tb)], traceback.extract_tb(tb, limit=1)[0].name, traceback.extract_tb(tb, -1)[0].name)
for line in traceback.format_tb(tb): print(repr(line.replace(FILE, "F")))
buf = io.StringIO(); traceback.print_tb(tb, file=buf); print(buf.getvalue().replace(FILE, "F"), end="")
fs = traceback.extract_tb(tb)[0]
print(repr(fs).replace(FILE, "F"), list(fs)[1:], fs[2], len(fs), fs == (fs.filename, fs.lineno, fs.name, fs.line), fs.locals)
print(traceback.format_list([("a.py", 1, "f", "x = 1"), ("b.py", 2, "g", None)]))
def where():
    return traceback.extract_stack()
st = where()
print([(f.name, f.lineno) for f in st], [f.name for f in traceback.extract_stack(limit=1)])
print(traceback.format_stack()[-1].replace(FILE, "F"))
def show():
    out = io.StringIO()
    traceback.print_stack(file=out)
    print(out.getvalue().replace(FILE, "F"), end="")
show()
try:
    try:
        {}["x"]
    except KeyError as inner:
        raise ValueError("outer") from inner
except ValueError as err:
    te = traceback.TracebackException.from_exception(err)
    print(te.exc_type.__name__, str(te), type(te.__cause__).__name__, te.__cause__.exc_type.__name__, len(te.stack))
    print("".join(te.format_exception_only()), end="")
    print("".join(te.format()).count("Traceback"), "".join(te.format(chain=False)).count("Traceback"))
    te2 = traceback.TracebackException(type(err), err, err.__traceback__)
    print([f.name for f in te2.stack], te2 == te)
    out = io.StringIO(); te.print(file=out); print("".join(l for l in out.getvalue().replace(FILE, "F").splitlines(True) if "^" not in l), end="")
print(traceback.StackSummary.from_list([("f.py", 3, "fn", "pass")]).format())
try:
    traceback.extract_tb(5)
except AttributeError as ex:
    print("err", ex)
print(traceback.extract_tb(None), traceback.format_tb(None))
def f(): return 1/0
try:
    f()
except Exception as e:
    tb = e.__traceback__
    print(type(tb).__name__, tb.tb_lineno, tb.tb_next.tb_lineno, tb.tb_next.tb_next)
    print(e.with_traceback(None).__traceback__)
    import sys
    print(sys.exc_info()[2] is not None)
print(ValueError().__traceback__)
