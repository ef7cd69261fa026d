# a logger class hierarchy: levels as IntEnum, handlers (list/format), filters, child loggers
from enum import IntEnum

class Level(IntEnum):
    DEBUG = 10
    INFO = 20
    WARNING = 30
    ERROR = 40

class Handler:
    def __init__(self, level=Level.DEBUG, fmt="{level}:{name}:{msg}"):
        self.level, self.fmt, self.records = level, fmt, []
    def handle(self, name, level, msg):
        if level >= self.level:
            self.records.append(self.fmt.format(level=level.name, name=name, msg=msg))

class Logger:
    def __init__(self, name, level=Level.INFO, parent=None):
        self.name, self.level, self.parent = name, level, parent
        self.handlers, self.filters = [], []
    def child(self, suffix):
        return Logger(f"{self.name}.{suffix}", self.level, self)
    def log(self, level, msg, *args):
        if level < self.level or not all(f(msg) for f in self.filters):
            return False
        text = msg % args if args else msg
        logger = self
        while logger:
            for h in logger.handlers:
                h.handle(self.name, level, text)
            logger = logger.parent
        return True
    def debug(self, msg, *a): return self.log(Level.DEBUG, msg, *a)
    def info(self, msg, *a): return self.log(Level.INFO, msg, *a)
    def error(self, msg, *a): return self.log(Level.ERROR, msg, *a)

root = Logger("app")
everything = Handler()
errors_only = Handler(Level.ERROR, fmt="!! {msg} ({name})")
root.handlers += [everything, errors_only]
db = root.child("db")
db.level = Level.DEBUG
db.filters.append(lambda m: "password" not in m)
print(root.info("starting %s v%d", "server", 2), root.debug("hidden"), db.debug("connect %s", "pg"))
print(db.error("query failed: %r", "SELECT 1"), db.info("password=123"))
print(everything.records)
print(errors_only.records, Level.WARNING > Level.INFO, Level(40).name)
