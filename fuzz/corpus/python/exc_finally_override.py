# exceptions raised in finally or except replace the original one
def f():
    try:
        raise ValueError("original")
    finally:
        raise KeyError("from finally")
try:
    f()
except KeyError as e:
    print("KeyError", e, type(e.__context__).__name__)
except ValueError:
    print("never")
def g():
    try:
        1 / 0
    except ZeroDivisionError:
        raise TypeError("from except")
try:
    g()
except TypeError as e:
    print("TypeError", e, type(e.__context__).__name__)
def h():
    for i in range(3):
        try:
            raise ValueError(i)
        finally:
            if i == 1:
                break
    return "broke out, exception discarded"
print(h())
def k():
    try:
        try:
            raise ValueError("inner")
        except ValueError:
            raise
        finally:
            print("inner finally sees exception in flight")
    except ValueError as e:
        return f"caught {e}"
print(k())
