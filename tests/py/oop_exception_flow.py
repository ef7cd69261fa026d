# try/except/else/finally ordering, re-raise, __context__ vs __cause__, exceptions in loops
def trace(label, action):
    steps = []
    try:
        steps.append("try")
        action()
    except ZeroDivisionError:
        steps.append("except ZeroDivisionError")
    except (KeyError, IndexError) as e:
        steps.append(f"except {type(e).__name__}")
    else:
        steps.append("else")
    finally:
        steps.append("finally")
    print(label, "->", ", ".join(steps))

trace("ok", lambda: None)
trace("div", lambda: 1 / 0)
trace("key", lambda: {}["k"])
trace("idx", lambda: [][0])

def f():
    try:
        return "try"
    finally:
        print("finally runs before return value is used")
print(f())

def g():
    try:
        raise ValueError("first")
    except ValueError:
        raise TypeError("second")
try:
    g()
except TypeError as e:
    print(repr(e), repr(e.__context__), e.__cause__, e.__suppress_context__)

try:
    try:
        int("x")
    except ValueError as e:
        raise RuntimeError("wrapped") from None
except RuntimeError as e:
    print(repr(e), e.__cause__, repr(e.__context__), e.__suppress_context__)

def reraise():
    try:
        [1][5]
    except IndexError:
        print("logging and re-raising")
        raise
try:
    reraise()
except IndexError as e:
    print("caught again:", e)

results = []
for token in ["1", "2", "x", "0", "5", "stop", "7"]:
    try:
        if token == "stop":
            break
        value = 10 // int(token)
    except ValueError:
        results.append("bad")
        continue
    except ZeroDivisionError:
        results.append("inf")
        continue
    finally:
        results.append(".")
    results.append(value)
print(results)
