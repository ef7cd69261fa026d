# a generator paused inside an except block keeps its exception to itself: the caller's
# sys.exc_info() and implicit chaining do not see it, and the generator sees it again when resumed
import sys
def paused():
    try:
        raise ValueError("in gen")
    except ValueError:
        yield sys.exc_info()[0].__name__
        yield repr(sys.exc_info()[1])
        raise TypeError("after resume")
g = paused()
print(next(g), sys.exc_info())
try:
    1 / 0
except ZeroDivisionError as e:
    print("caller context:", repr(e.__context__))
    print("resumed inside a caller's handler:", next(g))
try:
    next(g)
except TypeError as e:
    print("gen context:", repr(e.__context__))
print(sys.exc_info())
def closer():
    try:
        yield 1
    except GeneratorExit:
        raise
c = closer(); next(c); c.close()
print("after close:", sys.exc_info())
def catcher():
    while True:
        try:
            yield
        except KeyError as e:
            print("caught", e)
k = catcher(); next(k); k.throw(KeyError("k1"))
print("after throw:", sys.exc_info())
try:
    raise RuntimeError("outer")
except RuntimeError:
    k.throw(KeyError("k2"))
    print("outer still:", repr(sys.exc_info()[1]))
def inherits():
    yield repr(sys.exc_info()[1])
try:
    raise OSError("caller's")
except OSError:
    print("gen sees caller's:", next(inherits()))
try:
    1 / 0
except ZeroDivisionError as e:
    print(repr(e.__context__))
