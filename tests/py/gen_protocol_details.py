def counter(n):
    try:
        for i in range(n):
            got = yield i
            if got:
                print("  got", got)
        return "done"
    finally:
        print("  cleanup", n)
g = counter(3)
print(next(g), g.send("hello"), next(g))
try:
    next(g)
except StopIteration as e:
    print("StopIteration value:", e.value, e.args)
g = counter(5)
next(g)
g.close()
print("closed", list(g))
def delegator():
    r = yield from counter(2)
    print("  sub returned", r)
    yield "after"
print(list(delegator()))
def bad():
    yield 1
    raise StopIteration("oops")
try:
    list(bad())
except RuntimeError as e:
    print("RuntimeError:", e, "| cause:", repr(e.__cause__))
def catcher():
    while True:
        try:
            x = yield
            print("  value", x)
        except ValueError as e:
            print("  caught", e)
            yield "recovered"
c = catcher(); next(c)
c.send(1)
print(c.throw(ValueError("bad input")))
next(c)
c.send(2)
try:
    c.throw(KeyError("k"))
except KeyError as e:
    print("propagated KeyError", e)
def fib():
    a, b = 0, 1
    while True:
        yield a
        a, b = b, a + b
import itertools
print(list(itertools.islice(fib(), 10)), next(x for x in fib() if x > 1000))
gen = (x * x for x in range(5))
print(sum(gen), sum(gen), list(gen))
it = iter([1, 2, 3])
print(next(it), list(it), next(it, "end"))
def gen_with_return():
    yield 1
    return 42
def outer():
    v = yield from gen_with_return()
    yield v
print(list(outer()))
g2 = counter(2)
print(type(g2).__name__, g2.__name__, hasattr(g2, "send"), iter(g2) is g2)
g2.close()
def early():
    print("  started")
    yield
e = early()
print("created")
next(e)
def f():
    g = (x for x in [1])
    return g
class C:
    def m(self):
        yield 1
print(f().__name__, f().__qualname__, C().m().__name__, C().m().__qualname__, repr(f())[:30])
print((x for x in []).__name__, (x for x in []).__qualname__)
