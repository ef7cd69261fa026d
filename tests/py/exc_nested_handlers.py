# exceptions raised inside except/finally blocks and nested trys
def risky(n):
    if n == 1:
        raise ValueError("one")
    if n == 2:
        raise TypeError("two")
    return n
for n in range(4):
    try:
        try:
            print("result", risky(n))
        except ValueError as e:
            print("inner caught", e)
            raise RuntimeError("converted") from e
        finally:
            print("inner finally", n)
    except RuntimeError as e:
        print("outer RuntimeError", e, "cause:", e.__cause__)
    except TypeError as e:
        print("outer TypeError", e)
try:
    try:
        raise KeyError("first")
    except KeyError:
        {}["second"]
except KeyError as e:
    print("got", e, "context", e.__context__)
def cleanup():
    try:
        return 1 / 0
    except ZeroDivisionError:
        return "handled"
    finally:
        print("cleanup finally")
print(cleanup())
e_saved = None
try:
    raise ValueError("scoped")
except ValueError as e:
    e_saved = e
print(e_saved)
try:
    print(e)
except NameError as ne:
    print("NameError:", ne)
