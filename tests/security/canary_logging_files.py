# canary: logging's ways to a file, the environment and the interpreter: FileHandler and
# basicConfig(filename=) must fail as open() fails; handlers, formatters and records reach
# nothing but the program's own streams
import io
import logging
from contextlib import redirect_stderr

for make in [lambda: logging.FileHandler("secret.txt"),
             lambda: logging.FileHandler("secret.txt", mode="r"),
             lambda: logging.FileHandler("/etc/passwd", "a", delay=True),
             lambda: logging.FileHandler(filename="../secret.txt", encoding="utf-8"),
             lambda: logging.basicConfig(filename="stolen.log", force=True),
             lambda: logging.basicConfig(filename="secret.txt", filemode="w", force=True)]:
    try:
        h = make()
        print("made", h)
    except OSError as e:
        print(type(e).__name__)

# a format string that asks for process details, the environment or attributes of the
# interpreter: only the record's own attributes exist
buf = io.StringIO()
h = logging.StreamHandler(buf)
log = logging.getLogger("c")
log.addHandler(h)
log.propagate = False
for fmt in ["%(environ)s", "%(__class__)s", "%(os)s", "{__class__.__init__.__globals__}",
            "{msg.__class__.__name__}", "%(pathname)s %(process)d"]:
    h.setFormatter(logging.Formatter(fmt, style="{" if fmt[0] == "{" else "%"))
    err = io.StringIO()
    with redirect_stderr(err):
        log.error("x")
    lines = err.getvalue().splitlines()
    print(fmt, "->", [l for l in lines if "Error" in l][-1:], buf.getvalue().count("\n"))
print(buf.getvalue().splitlines()[0])
rec = logging.LogRecord("n", 10, "/etc/passwd", 1, "m", (), None)
print(rec.filename, rec.module, isinstance(rec.process, int), rec.threadName)
