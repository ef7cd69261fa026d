# contextlib.contextmanager, suppress, and exception handling around yield
from contextlib import contextmanager, suppress

events = []

@contextmanager
def tag(name):
    events.append(f"<{name}>")
    try:
        yield name.upper()
    except ValueError as e:
        events.append(f"caught {e}")
    finally:
        events.append(f"</{name}>")

with tag("b") as t:
    events.append(t)
with tag("i"):
    raise ValueError("oops")
print(events)

@contextmanager
def transaction(store):
    snapshot = dict(store)
    try:
        yield store
    except Exception:
        store.clear()
        store.update(snapshot)
        print("rolled back")
        raise
    else:
        print("committed")

data = {"a": 1}
with transaction(data) as d:
    d["b"] = 2
try:
    with transaction(data) as d:
        d["c"] = 3
        raise RuntimeError("fail")
except RuntimeError as e:
    print("error:", e)
print(data)

with suppress(KeyError, IndexError):
    [][3]
print("suppressed IndexError")
with suppress(ZeroDivisionError):
    x = 1
    x = 1 / 0
print("x is", x)
try:
    with suppress(KeyError):
        int("zz")
except ValueError as e:
    print("ValueError:", e)

@contextmanager
def counter():
    c = [0]
    yield c
    print("final count", c[0])
with counter() as c:
    for i in range(5):
        c[0] += i
