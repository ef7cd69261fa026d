# Without handlers logging writes to sys.stderr: the last resort (just the message, WARNING and
# above) for a named logger, and basicConfig's "LEVEL:name:message" for the module functions.
import io
import logging
from contextlib import redirect_stderr

err = io.StringIO()
with redirect_stderr(err):
    log = logging.getLogger("worker")
    log.info("not shown")
    log.warning("disk at %d%%", 91)
    log.error("failed")
print(repr(err.getvalue()))
print(logging.root.handlers)

err = io.StringIO()
with redirect_stderr(err):
    logging.warning("module-level warning")
    logging.info("below WARNING")
    log.error("now propagates to root's handler")
print(repr(err.getvalue()))
print(logging.root.handlers[0].stream is err)

err2 = io.StringIO()
with redirect_stderr(err2):
    logging.error("%s %s", "not enough")
    print("went on")
lines = err2.getvalue().splitlines()
print(lines[0], lines[-2:])
