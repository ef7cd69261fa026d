# ExceptionGroup: construction checks, split/subgroup/derive, except* matching, wrapping and re-raising
try:
    raise ValueError(1)
except* ValueError as e:
    print(repr(e), type(e.exceptions), e.message == "")
try:
    try:
        raise ValueError(1)
    except* TypeError as e:
        print("no")
except Exception as e:
    print("naked", repr(e))
try:
    try:
        raise ValueError(1)
    except* ValueError as e:
        raise KeyError(2)
except Exception as e:
    print("h", repr(e), repr(e.__context__))
try:
    try:
        raise ExceptionGroup("g", [ValueError(1), TypeError(2), ValueError(3)])
    except* ValueError as e:
        print(repr(e))
        raise
    except* TypeError as e:
        print(repr(e))
        raise KeyError("x")
except BaseException as e:
    print("out", repr(e), repr(e.exceptions[0].__context__))
eg = ExceptionGroup("top", [ValueError(1), ExceptionGroup("sub", [TypeError(2), ValueError(3)])])
m, r = eg.split(ValueError)
print(repr(m), repr(r))
print(repr(eg.subgroup(lambda e: isinstance(e, TypeError))))
print(repr(eg.subgroup(lambda e: True)) , eg.subgroup(lambda e: True) is eg)
print(str(eg), len(eg.exceptions))
b = BaseExceptionGroup("x", [ValueError()])
print(type(b).__name__)
b = BaseExceptionGroup("x", [KeyboardInterrupt()])
print(type(b).__name__)
for bad in [(1, [ValueError()]), ("m", []), ("m", 5), ("m", [1])]:
    try:
        ExceptionGroup(*bad)
    except Exception as e:
        print(type(e).__name__, e)
try:
    ExceptionGroup("m", [KeyboardInterrupt()])
except Exception as e:
    print(type(e).__name__, e)
print(ExceptionGroup.__mro__)
print(issubclass(ExceptionGroup, Exception), ExceptionGroup.__bases__)
try:
    try:
        raise ValueError
    except* ExceptionGroup:
        pass
except TypeError as e:
    print(e)
def f():
    try:
        raise ExceptionGroup("g", [OSError(1), ValueError(2)])
    except* (OSError, KeyError) as e:
        print("os", repr(e))
    except* ValueError:
        print("val")
    else:
        print("else")
    finally:
        print("fin")
    return 5
print(f())
eg = ExceptionGroup("n", [ValueError(1)])
eg.add_note("a note")
m, r = eg.split(ValueError)
print(m.__notes__, r)
print(ExceptionGroup("a", [ValueError(1), TypeError(2)]).split((ValueError, TypeError)))
x = ExceptionGroup("a", (ValueError(1),))
print(repr(x), x.args)
print(repr(x.derive([KeyError(1)])))
