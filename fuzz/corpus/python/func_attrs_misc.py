# function objects: attributes, __name__, recursion through a name, default evaluation order
def f(x, y=[]):
    """Doc of f."""
    y.append(x)
    return len(y)
print(f.__name__, f.__doc__, f(1), f(2), f(3, []))
f.custom = "attached"
print(f.custom)
def counter():
    counter.calls += 1
    return counter.calls
counter.calls = 0
counter(); counter()
print(counter.calls)
order = []
def a(v):
    order.append(v)
    return v
def g(p, q, r):
    return p + q + r
print(g(a(1), a(2), a(3)), order)
order.clear()
print({a("k"): a("v")}, order)
order.clear()
print([a(1), a(2)][a(0)], order)
def outer():
    def inner():
        return "inner"
    return inner
print(outer().__name__, outer()())
h = f
del f
print(h.__name__, h(9, []))
