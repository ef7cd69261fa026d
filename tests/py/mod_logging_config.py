# basicConfig's arguments, levels by name, LoggerAdapter, extra= and their errors.
import io
import logging
import re
import sys

out = io.StringIO()
logging.basicConfig(stream=out, level="INFO", format="%(asctime)s %(levelname)s %(message)s",
                    datefmt="%Y-%m-%d")
logging.info("dated")
logging.debug("hidden")
print(re.sub(r"\d", "9", out.getvalue()), end="")
logging.basicConfig(stream=sys.stdout, format="ignored: root has a handler")
logging.warning("still to out")
print(out.getvalue().count("\n"))

logging.basicConfig(stream=sys.stdout, force=True, format="{levelname}|{name}|{message}", style="{")
logging.warning("forced")
logging.getLogger("svc").error("svc error")

cap = io.StringIO()
logging.basicConfig(handlers=[logging.StreamHandler(cap)], force=True, level=logging.DEBUG)
logging.debug("default format")
print(cap.getvalue(), end="")

for kwargs in [dict(stream=sys.stdout, filename="a.log"), dict(handlers=[], stream=sys.stdout),
               dict(force=True, colour="red"), dict(force=True, style="#")]:
    try:
        logging.basicConfig(**kwargs)
    except ValueError as e:
        print("ValueError:", e)

for level in ["DEBUG", "WARN", "nope", 2.5, 15]:
    try:
        logging.getLogger("lv").setLevel(level)
        print(level, logging.getLogger("lv").level, logging.getLevelName(logging.getLogger("lv").level))
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)

for fmt, style in [("%(message)s", "%"), ("message", "%"), ("{message}", "{"), ("%(x)s", "{")]:
    try:
        logging.Formatter(fmt, style=style)
        print("ok", fmt)
    except ValueError as e:
        print("ValueError:", e)

logging.basicConfig(stream=sys.stdout, force=True, format="%(user)s@%(name)s: %(message)s")
log = logging.getLogger("api")
log.warning("login", extra={"user": "ann"})
try:
    log.warning("clash", extra={"message": "x"})
except KeyError as e:
    print("KeyError:", e)
try:
    log.warning("clash", extra={"lineno": 1})
except KeyError as e:
    print("KeyError:", e)

adapter = logging.LoggerAdapter(log, {"user": "svc"})
adapter.warning("through the adapter %d", 1)
print(adapter, adapter.isEnabledFor(logging.DEBUG))


class Tagged(logging.LoggerAdapter):
    def process(self, msg, kwargs):
        kwargs["extra"] = {"user": self.extra["tag"]}
        return "[%s] %s" % (self.extra["tag"], msg), kwargs


Tagged(log, {"tag": "T9"}).error("tagged")
logging.addLevelName(25, "NOTICE")
log.log(25, "custom level", extra={"user": "n"})
print(logging.getLevelName(25), logging.getLevelName("NOTICE"), logging.getLevelName(33))
try:
    log.log("INFO", "bad level")
except TypeError as e:
    print("TypeError:", e)
