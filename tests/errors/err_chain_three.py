# a chain of three exceptions (cause, then context), one whose __str__ raises; __cause__ and __context__ accept only None or exceptions
class Bad(Exception):
    def __str__(self): raise ValueError("nope")
e = ValueError('x')
for v in [5, "s", None, KeyError('k')]:
    try:
        e.__cause__ = v
        print("ok", repr(e.__cause__), e.__suppress_context__)
    except TypeError as err:
        print("TypeError:", err)
try:
    e.__context__ = 3
except TypeError as err:
    print("TypeError:", err)
def f():
    try:
        try:
            raise Bad()
        except Bad as b:
            raise KeyError('v') from b
    except KeyError:
        raise RuntimeError("third")
f()
