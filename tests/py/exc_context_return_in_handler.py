# An except clause left by return no longer handles its exception: a later exception has no
# __context__ from it. SystemExit's code keeps a false argument (sys.exit(False)).
import sys


def probe(x):
    try:
        iter(x)
    except TypeError:
        return "not iterable"
    return "iterable"


print(probe(1), probe([1]))
try:
    raise ValueError("v")
except ValueError as e:
    print(repr(e.__context__))


def nested():
    try:
        raise KeyError("k")
    except KeyError:
        try:
            raise IndexError("i")
        except IndexError as inner:
            return repr(inner.__context__)


print(nested())
try:
    raise RuntimeError("r")
except RuntimeError as e:
    print(repr(e.__context__))

for v in [False, True, 0, None, "msg"]:
    try:
        sys.exit(v)
    except SystemExit as e:
        print(repr(e.code), e.args)
print(repr(SystemExit(False).code), repr(SystemExit(1, 2).code))
