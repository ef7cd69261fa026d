# an exception in a with body re-raised through a contextlib.contextmanager generator
from contextlib import contextmanager


@contextmanager
def opened(name):
    print("open", name)
    try:
        yield name.upper()
    finally:
        print("close", name)


def process(names):
    for n in names:
        with opened(n) as handle:
            print("using", handle)
            if n == "bad":
                raise RuntimeError(f"cannot process {n}")


process(["a", "bad", "c"])
