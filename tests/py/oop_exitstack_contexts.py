# contextlib.ExitStack, nullcontext, closing, redirect of cleanup order, __enter__ returning values
from contextlib import ExitStack, nullcontext, closing, contextmanager

class Conn:
    def __init__(self, name, log):
        self.name, self.log = name, log
        log.append(f"open {name}")
    def close(self):
        self.log.append(f"close {self.name}")
    def query(self, q):
        return f"{self.name}:{q}"

log = []
with ExitStack() as stack:
    conns = [stack.enter_context(closing(Conn(n, log))) for n in ("db1", "db2", "db3")]
    stack.callback(log.append, "callback ran")
    print([c.query("select") for c in conns])
print(log)

log.clear()
try:
    with ExitStack() as stack:
        stack.enter_context(closing(Conn("a", log)))
        stack.callback(lambda: log.append("cb before error"))
        raise KeyError("boom")
except KeyError as e:
    log.append(f"caught {e}")
print(log)

@contextmanager
def section(name, out):
    out.append(f"[{name}")
    yield name.upper()
    out.append(f"{name}]")

out = []
with ExitStack() as stack:
    names = [stack.enter_context(section(n, out)) for n in "xyz"]
    out.append("body")
print(out, names)

def maybe_lock(use_lock, out):
    return section("lock", out) if use_lock else nullcontext("no-lock")
for flag in (True, False):
    out = []
    with maybe_lock(flag, out) as v:
        out.append(f"work with {v}")
    print(out)

log.clear()
with ExitStack() as outer:
    outer.callback(log.append, "outer done")
    inner = ExitStack()
    inner.callback(log.append, "moved callback")
    moved = inner.pop_all()
    outer.push(moved)
    log.append("inside")
print(log)
