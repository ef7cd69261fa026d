# finally ordering in nested functions, return overriding, break/continue in try, exceptions in finally
log = []
def step(name):
    log.append(name)

def nested():
    try:
        step("outer try")
        try:
            step("inner try")
            raise ValueError("inner")
        except ValueError:
            step("inner except")
            raise KeyError("from except")
        finally:
            step("inner finally")
    except KeyError as e:
        step(f"outer except {e}")
    finally:
        step("outer finally")
nested()
print(log)

def finally_return():
    try:
        return "from try"
    finally:
        log.append("finally before return")
log.clear()
print(finally_return(), log)

def swallow():
    for i in range(3):
        try:
            if i == 1:
                raise RuntimeError("lost")
        finally:
            if i == 1:
                break
    return f"stopped at {i}"
print(swallow())

def loop_with_finally():
    out = []
    for i in range(5):
        try:
            if i % 2:
                continue
            if i == 4:
                break
            out.append(f"body{i}")
        finally:
            out.append(f"fin{i}")
    return out
print(loop_with_finally())

def exc_in_finally():
    try:
        raise ValueError("original")
    finally:
        raise TypeError("from finally")
try:
    exc_in_finally()
except TypeError as e:
    print(repr(e), "context:", repr(e.__context__))

def counter():
    n = 0
    while True:
        try:
            n += 1
            if n == 3:
                return n
        finally:
            log.append(f"iter {n}")
log.clear()
print(counter(), log)
