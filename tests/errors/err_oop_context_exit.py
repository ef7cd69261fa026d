# an exception in a with body passes through __exit__ (which does not suppress it)
class Section:
    def __init__(self, name):
        self.name = name

    def __enter__(self):
        print("enter", self.name)
        return self

    def __exit__(self, exc_type, exc, tb):
        print("exit", self.name, exc_type.__name__ if exc_type else None)
        return False


def process(items):
    with Section("outer"):
        with Section("inner"):
            for key in items:
                print(key, {"a": 1, "b": 2}[key])


process(["a", "b", "c"])
