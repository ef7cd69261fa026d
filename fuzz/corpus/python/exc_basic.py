# try / except / else / finally ordering
def run(x):
    try:
        print("try", x)
        r = 10 / x
    except ZeroDivisionError as e:
        print("except", type(e).__name__, e)
    except TypeError:
        print("type error")
    else:
        print("else", r)
    finally:
        print("finally")
    print("after")
run(2)
run(0)
run("a")
try:
    try:
        raise ValueError("inner")
    finally:
        print("inner finally")
except ValueError as e:
    print("outer caught", e)
try:
    [][0]
except (KeyError, IndexError) as e:
    print("tuple caught", type(e).__name__)
try:
    int("x")
except Exception as e:
    print("Exception catches", type(e).__name__)
try:
    raise KeyError("k")
except LookupError as e:
    print("LookupError catches", repr(e))
try:
    undefined_name
except NameError as e:
    print("NameError:", e)
try:
    "abc".nope()
except AttributeError as e:
    print("AttributeError:", e)
