# raise, re-raise, raise from, __cause__ and __context__
class ParseError(ValueError):
    pass
def parse(s):
    try:
        return int(s)
    except ValueError as e:
        raise ParseError(f"cannot parse {s!r}") from e
try:
    parse("x1")
except ParseError as e:
    print(type(e).__name__, e, type(e.__cause__).__name__, e.__cause__)
try:
    try:
        1 / 0
    except ZeroDivisionError:
        raise KeyError("during handling")
except KeyError as e:
    print(repr(e), type(e.__context__).__name__, e.__cause__)
try:
    try:
        raise ValueError("original")
    except ValueError:
        print("handling, re-raising")
        raise
except ValueError as e:
    print("re-raised:", e)
try:
    raise TypeError
except TypeError as e:
    print(repr(e), str(e) == "", e.args)
try:
    raise ValueError("x") from None
except ValueError as e:
    print(e.__cause__, e.__suppress_context__)
def validate(age):
    if age < 0:
        raise ValueError("age must be non-negative")
    return age
for a in [5, -1]:
    try:
        print(validate(a))
    except ValueError as err:
        print("invalid:", err)
e = RuntimeError("stored")
try:
    raise e
except RuntimeError as caught:
    print(caught is e)
