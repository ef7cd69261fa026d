# class-based context managers: resource tracking, suppression in __exit__, nesting order
class Resource:
    open_count = 0

    def __init__(self, name, swallow=()):
        self.name = name
        self.swallow = swallow

    def __enter__(self):
        Resource.open_count += 1
        print(f"open {self.name} (open={Resource.open_count})")
        return self

    def __exit__(self, exc_type, exc, tb):
        Resource.open_count -= 1
        if exc_type is None:
            print(f"close {self.name} cleanly")
            return False
        handled = issubclass(exc_type, self.swallow)
        print(f"close {self.name} after {exc_type.__name__}: {exc} (handled={handled})")
        return handled

with Resource("a") as r:
    print("using", r.name)

with Resource("outer") as o, Resource("inner", swallow=(KeyError,)) as i:
    print("both:", o.name, i.name)
    {}["missing"]
    print("not reached")
print("after suppressed KeyError")

try:
    with Resource("db", swallow=(KeyError,)):
        raise ValueError("bad value")
except ValueError as e:
    print("propagated:", e)

def use():
    with Resource("fn"):
        return "returned from with"
print(use())

for n in range(3):
    with Resource(f"loop{n}", swallow=(ZeroDivisionError,)):
        if n == 1:
            continue
        print(10 / (n - 2) if n != 2 else 1 / 0)
print("open_count:", Resource.open_count)
