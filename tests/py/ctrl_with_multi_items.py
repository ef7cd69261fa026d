# `with a, b:` is `with a: with b:` (PEP 343): when b's constructor, its __enter__ or the
# store to its target raises, a's __exit__ still runs (it was skipped, leaking a); the exits
# run innermost first and see the exception of the inner ones; a manager without __exit__
# raises CPython's TypeError (it was a SystemError)
class Resource:
    def __init__(self, name, fail_enter=False, swallow=False):
        self.name, self.fail_enter, self.swallow = name, fail_enter, swallow

    def __enter__(self):
        print("open", self.name)
        if self.fail_enter:
            raise RuntimeError(f"cannot open {self.name}")
        return self

    def __exit__(self, exc_type, exc, tb):
        print("close", self.name, exc_type.__name__ if exc_type else None)
        return self.swallow


def make(name):
    raise OSError(f"no such resource: {name}")


try:
    with Resource("db"), Resource("cache", fail_enter=True), Resource("log"):
        print("body")
except RuntimeError as e:
    print("caught:", e)

try:
    with Resource("db") as db, make("queue") as q:
        print("body")
except OSError as e:
    print("caught:", e)


def copy_first(names):
    for n in names:
        with Resource("src-" + n) as src, Resource("dst-" + n) as dst:
            if n == "skip":
                continue
            if n == "stop":
                break
            return f"copied {src.name} -> {dst.name}"
    return "nothing copied"


print(copy_first(["skip", "a"]))
print(copy_first(["stop", "b"]))

with Resource("outer", swallow=True), Resource("inner"):
    raise KeyError("lost")
print("outer swallowed the inner's exception")


class NoExit:
    def __enter__(self):
        return self


for mgr in (NoExit(), 42):
    try:
        with mgr:
            pass
    except TypeError as e:
        print("TypeError:", e)
