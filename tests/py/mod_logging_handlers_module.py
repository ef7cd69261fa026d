# logging.handlers without files: MemoryHandler flushing to a target, QueueHandler on a Queue.
import logging
import logging.handlers
import io, queue
buf = io.StringIO()
target = logging.StreamHandler(buf)
target.setFormatter(logging.Formatter("%(levelname)s:%(message)s"))
mem = logging.handlers.MemoryHandler(capacity=3, flushLevel=logging.ERROR, target=target)
log = logging.getLogger("batch")
log.addHandler(mem)
log.setLevel(logging.DEBUG)
log.propagate = False
log.info("one"); log.info("two")
print(repr(buf.getvalue()), len(mem.buffer))
log.info("three")
print(repr(buf.getvalue()), len(mem.buffer))
log.info("four"); log.error("boom")
print(repr(buf.getvalue()))
q = queue.Queue()
qh = logging.handlers.QueueHandler(q)
ql = logging.getLogger("q")
ql.addHandler(qh)
ql.warning("queued %d", 5)
rec = q.get_nowait()
print(rec.getMessage(), rec.msg, rec.args, rec.levelname)
print(logging.handlers.BufferingHandler(2).capacity)
