# sys.exc_info and sys.exception inside and outside except blocks; sys.implementation exists
import sys
print(sys.exc_info(), sys.exception())
try:
    {}["k"]
except KeyError as e:
    t, v, tb = sys.exc_info()
    print(t, repr(v), v is e, sys.exception() is e)
    try:
        1 / 0
    except ZeroDivisionError:
        print(sys.exc_info()[0])
print(sys.exc_info())
def handler():
    try:
        raise ValueError("inner")
    except ValueError:
        return sys.exc_info()[1]
print(repr(handler()), hasattr(sys.implementation, "name"), sys.implementation.version[:2])
