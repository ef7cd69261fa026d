# Subclassing logging's classes: a Logger with a custom level method (setLoggerClass), a
# Formatter that colours levels and fixes the time, a Handler that counts records by level.
import logging
import sys
from collections import Counter

TRACE = 5
logging.addLevelName(TRACE, "TRACE")


class TraceLogger(logging.Logger):
    def trace(self, msg, *args, **kwargs):
        if self.isEnabledFor(TRACE):
            self._log(TRACE, msg, args, **kwargs)


class TagFormatter(logging.Formatter):
    TAGS = {"DEBUG": "[d]", "INFO": "[i]", "WARNING": "[W]", "ERROR": "[E]", "TRACE": "[t]"}

    def formatTime(self, record, datefmt=None):
        return "T0"

    def format(self, record):
        record.tag = self.TAGS.get(record.levelname, "[?]")
        return super().format(record)


class CountingHandler(logging.StreamHandler):
    def __init__(self, stream):
        super().__init__(stream)
        self.counts = Counter()

    def emit(self, record):
        self.counts[record.levelname] += 1
        super().emit(record)


logging.setLoggerClass(TraceLogger)
log = logging.getLogger("svc")
print(type(log).__name__, logging.getLoggerClass().__name__, isinstance(log, logging.Logger))
handler = CountingHandler(sys.stdout)
handler.setFormatter(TagFormatter("%(asctime)s %(tag)s %(name)s %(funcName)s: %(message)s"))
log.addHandler(handler)
log.setLevel(TRACE)
log.propagate = False
log.trace("tracing %s", "start")
log.debug("debugging")
log.info("info %d", 1)
log.warning("warn")
log.error("error")
log.log(TRACE, "via log")
print(sorted(handler.counts.items()))
try:
    logging.setLoggerClass(dict)
except TypeError as e:
    print("TypeError:", e)
logging.setLoggerClass(logging.Logger)
print(type(logging.getLogger("plain")).__name__)
