from contextlib import contextmanager, suppress, ExitStack, closing, nullcontext, redirect_stdout
import io
class Timer:
    def __init__(self, name): self.name = name
    def __enter__(self):
        print(f"[{self.name}] start")
        return self
    def __exit__(self, et, ev, tb):
        print(f"[{self.name}] end ({et.__name__ if et else 'ok'})")
        return et is ZeroDivisionError
with Timer("a") as t:
    print("inside", t.name)
with Timer("b"):
    1 / 0
print("after suppressed")
try:
    with Timer("c"):
        [][0]
except IndexError as e:
    print("IndexError escaped:", e)
@contextmanager
def tag(name):
    print(f"<{name}>")
    try:
        yield name.upper()
    except KeyError as e:
        print(f"handled {e!r} in {name}")
    finally:
        print(f"</{name}>")
with tag("div") as t:
    print("content", t)
with tag("p"):
    {}["missing"]
try:
    with tag("span"):
        raise ValueError("v")
except ValueError as e:
    print("ValueError escaped:", e)
with suppress(KeyError, IndexError):
    [1][5]
print("suppressed")
with ExitStack() as stack:
    for n in ("x", "y", "z"):
        stack.enter_context(tag(n))
    stack.callback(print, "callback ran")
    print("body")
class Res:
    def close(self): print("closing resource")
with closing(Res()):
    print("using resource")
with nullcontext(5) as v:
    print("null", v)
buf = io.StringIO()
with redirect_stdout(buf):
    print("captured line")
    print("second", 2)
print(repr(buf.getvalue()))
@contextmanager
def bad():
    yield
    yield
try:
    with bad():
        pass
except RuntimeError as e:
    print("RuntimeError:", e)
@contextmanager
def noyield():
    if False:
        yield
try:
    with noyield():
        pass
except RuntimeError as e:
    print("RuntimeError:", e)
