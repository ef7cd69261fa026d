# Handlers, formatters, filters and the logger tree, captured in io.StringIO and lists.
import io
import logging


class ListHandler(logging.Handler):
    def __init__(self, level=logging.NOTSET):
        super().__init__(level)
        self.lines = []

    def emit(self, record):
        self.lines.append(self.format(record))


class NoSecrets(logging.Filter):
    def filter(self, record):
        return "password" not in record.getMessage()


app = logging.getLogger("app")
db = logging.getLogger("app.db")
deep = logging.getLogger("app.db.pool.conn")
print(db.parent is app, deep.parent is db, app.parent is logging.root)
mid = logging.getLogger("app.db.pool")
print(deep.parent is mid, mid.parent is db)
print(app.getChild("db") is db, logging.getLogger("app").name)

collect = ListHandler(logging.INFO)
collect.setFormatter(logging.Formatter("%(name)s:%(levelname)s:%(message)s"))
app.addHandler(collect)
app.setLevel(logging.DEBUG)

buf = io.StringIO()
stream = logging.StreamHandler(buf)
stream.setFormatter(logging.Formatter("{levelname:>7} {name} {message}", style="{"))
db.addHandler(stream)

db.debug("connect")
db.info("query %s took %.2f s", "SELECT 1", 0.25)
deep.warning("pool %d%% full", 90)
app.error("top level")
print(collect.lines)
print(buf.getvalue(), end="")

collect.addFilter(NoSecrets())
app.info("user bob logged in")
app.info("password is hunter2")
print(collect.lines[-1], len(collect.lines))
collect.filters.clear()
collect.addFilter(lambda r: r.levelno >= logging.ERROR)
app.warning("dropped")
app.error("kept")
print(collect.lines[-1], len(collect.lines))
collect.removeFilter(collect.filters[0])

db.propagate = False
db.error("only in buf")
print(len(collect.lines), buf.getvalue().splitlines()[-1])
db.removeHandler(stream)
print(db.handlers, db.hasHandlers(), app.hasHandlers())

only_db = logging.Filter("app.db")
for name in ["app.db", "app.db.pool", "app.dbx", "app"]:
    rec = logging.LogRecord(name, logging.INFO, "x.py", 1, "m", None, None)
    print(name, only_db.filter(rec))

tmpl = io.StringIO()
h = logging.StreamHandler(tmpl)
h.setFormatter(logging.Formatter("$levelname - $message", style="$"))
h.terminator = " |\n"
other = logging.getLogger("other")
other.addHandler(h)
other.warning("dollar style")
other.log(logging.ERROR, "via log(%s)", "ERROR")
print(tmpl.getvalue(), end="")
print(repr(h), repr(collect), logging.NullHandler())
other.addHandler(logging.NullHandler())
print(len(other.handlers))
logging.disable(logging.WARNING)
other.warning("disabled")
other.error("still on")
logging.disable(logging.NOTSET)
print(tmpl.getvalue().splitlines()[-1])
