# global and nonlocal declarations in a class body
counter = 0
registry = []
def make():
    created = 0
    label = "outer"
    class Widget:
        nonlocal created
        global counter
        created += 1
        counter += 10
        label = "class attr"          # a class attribute: the function's label is untouched
        kind = created * 100
        def get(self):
            return created, label     # methods see the function's variables
    return Widget, created, label
W, c, l = make()
print(c, l, W.label, W.kind, W().get(), counter)
W2, c2, _ = make()
print(c2, W2.kind, counter)
class Top:
    global registry, made_here
    registry = ["replaced"]
    made_here = "yes"
    x = 1
print(registry, made_here, Top.x, hasattr(Top, "registry"), hasattr(Top, "made_here"))
def counter_factory():
    count = 0
    class Counter:
        nonlocal count
        count = 5
        def inc(self):
            nonlocal count
            count += 1
            return count
    c = Counter()
    c.inc(); c.inc()
    return count, hasattr(Counter, "count")
print(counter_factory())
def cond():
    flag = "before"
    class K:
        nonlocal flag
        if True:
            flag = "set in class"
        for flag in ["loop"]:
            pass
    return flag
print(cond())
