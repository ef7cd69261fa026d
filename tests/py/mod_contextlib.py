# contextlib: contextmanager (values, exceptions in the block, the generator's errors),
# suppress, closing, nullcontext, redirect_stdout with StringIO, ExitStack, ContextDecorator
from contextlib import contextmanager, suppress, closing, nullcontext, redirect_stdout, ExitStack, ContextDecorator
import contextlib, io

@contextmanager
def tag(name):
    print("<" + name + ">")
    try:
        yield name.upper()
    finally:
        print("</" + name + ">")

with tag("b") as t:
    print("inside", t)

@contextmanager
def catching():
    try:
        yield
    except ValueError as e:
        print("caught", e)

with catching():
    raise ValueError("boom")
print("after")
try:
    with catching():
        raise KeyError("k")
except KeyError as e:
    print("propagated", repr(e))

@contextmanager
def no_yield():
    if False:
        yield
try:
    with no_yield():
        pass
except RuntimeError as e:
    print("RuntimeError", e)

@contextmanager
def two_yields():
    yield 1
    yield 2
try:
    with two_yields():
        pass
except RuntimeError as e:
    print("RuntimeError", e)

@contextmanager
def timer(label):
    import time
    start = time.perf_counter()
    yield
    print(label, "took", "some time" if time.perf_counter() - start >= 0 else "?")
with timer("loop"):
    sum(range(1000))
print(tag.__name__)

with suppress(ZeroDivisionError):
    1 / 0
print("suppressed")
with suppress(KeyError, IndexError):
    [][1]
try:
    with suppress(KeyError):
        int("x")
except ValueError as e:
    print("not suppressed:", e)

class Res:
    def close(self):
        print("closed")
with closing(Res()) as r:
    print(type(r).__name__)
with nullcontext(5) as v:
    print(v)
with nullcontext() as v:
    print(v)

buf = io.StringIO()
with redirect_stdout(buf):
    print("captured", 1, 2)
    print("more")
print("back:", repr(buf.getvalue()))

with ExitStack() as stack:
    stack.callback(print, "callback 1")
    files = [stack.enter_context(tag(n)) for n in ("x", "y")]
    print(files)
    stack.callback(lambda: print("callback 2"))
with ExitStack() as stack:
    stack.enter_context(suppress(ZeroDivisionError))
    1 / 0
print("exitstack suppressed")
try:
    with ExitStack() as stack:
        stack.callback(print, "cleanup")
        raise ValueError("in block")
except ValueError as e:
    print("ValueError", e)
with ExitStack() as outer:
    outer.callback(print, "moved")
    inner = outer.pop_all()
print("after pop_all")
inner.close()

class mycm(ContextDecorator):
    def __enter__(self):
        print("enter")
        return self
    def __exit__(self, *exc):
        print("exit", exc[0])
        return False
@mycm()
def work(x):
    print("work", x)
    return x * 2
print(work(21))

@tag("deco")
def decorated():
    print("body")
decorated()
print(isinstance(nullcontext(), contextlib.AbstractContextManager))
