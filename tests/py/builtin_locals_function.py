# locals() in a function: its variables bound so far (parameters first), not the globals
G = "global"
def f(a, b=2, *args, **kw):
    c = a + b
    print(locals())
    d = "later"
    return list(locals())
print(f(1, 5, 6, k=7))
def unbound_yet():
    x = 1
    snapshot = dict(locals())
    y = 2
    return snapshot, sorted(locals())
print(unbound_yet())
class Point:
    def __init__(self, x, y):
        self.x, self.y = x, y
        print(sorted(k for k in locals() if k != "self"), "self" in locals())
Point(1, 2)
def outer():
    n = 10
    def inner(m):
        return sorted(locals().items()), n + m
    return inner(5)
print(outer())
def in_loop():
    total = 0
    for i in range(3):
        total += i
    return locals()
print(in_loop())
def fmt(name, qty):
    return "{name} x{qty}".format(**locals())
print(fmt("pen", 3), "f" in locals(), locals()["G"])
