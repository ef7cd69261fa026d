# exception args, str() and repr()
e = ValueError("bad value", 42)
print(e.args, str(e), repr(e))
e1 = ValueError("only")
print(e1.args, str(e1), repr(e1))
e0 = ValueError()
print(e0.args, repr(str(e0)), repr(e0))
k = KeyError("key")
print(str(k), repr(k), k.args)
k2 = KeyError("a", "b")
print(str(k2))
print(str(IndexError(5)), repr(RuntimeError("x'y")))
try:
    raise Exception("multi", "args", 3)
except Exception as ex:
    print(ex, ex.args[2], len(ex.args))
err = ZeroDivisionError("custom message")
print(f"{err}", f"{err!r}", "%s" % err)
print(type(err).__name__, err.__class__.__name__, isinstance(err, ArithmeticError))
try:
    1 / 0
except ZeroDivisionError as z:
    print(z.args)
try:
    [].pop()
except IndexError as z:
    print(z.args)
print(StopIteration(5).value, StopIteration().value)
print(str(OSError("disk")), NotImplementedError("todo"))
