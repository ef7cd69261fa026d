# a reentrant context manager counting nesting depth, __enter__ returning a helper, exceptions inside
class Indenter:
    def __init__(self):
        self.level = 0
        self.lines = []

    def __enter__(self):
        self.level += 1
        return self

    def __exit__(self, exc_type, exc, tb):
        self.level -= 1
        if exc_type is ZeroDivisionError:
            self.print(f"(recovered from {exc})")
            return True
        return None

    def print(self, text):
        self.lines.append("    " * self.level + text)

with Indenter() as ind:
    ind.print("level one")
    with ind:
        ind.print("level two")
        with ind:
            ind.print("level three")
            1 / 0
            ind.print("never")
        ind.print("back at two")
    ind.print("back at one")
print("\n".join(ind.lines))
print("final level:", ind.level)
try:
    with ind:
        ind.print("about to fail")
        raise KeyError("k")
except KeyError as e:
    print("KeyError propagated:", e, "level", ind.level)
print(ind.lines[-1])
