# logger.exception and exc_info= add the traceback after the message.
import io
import logging

buf = io.StringIO()
handler = logging.StreamHandler(buf)
handler.setFormatter(logging.Formatter("%(levelname)s %(message)s"))
log = logging.getLogger("jobs")
log.addHandler(handler)
log.propagate = False


def parse(text):
    return int(text)


def run(jobs):
    for job in jobs:
        try:
            value = parse(job)
            log.warning("parsed %s", value)
        except ValueError:
            log.exception("job %r failed", job)


run(["12", "x1", "7"])
try:
    {}["missing"]
except KeyError as e:
    log.error("lookup failed", exc_info=True)
    log.error("as instance", exc_info=e)
log.error("no exception", exc_info=True)

text = buf.getvalue()
for line in text.splitlines():
    if line.startswith("    "):
        continue  # source lines and carets
    if line.startswith("  File "):
        line = line.split(",", 1)[1]
    print(line)
