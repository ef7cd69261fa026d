# finally runs when the else of a try returns; return/break inside try are not swallowed
def check(x):
    try:
        v = int(x)
    except ValueError:
        return "bad"
    else:
        return v * 2
    finally:
        print("finally for", repr(x))
print(check("21"))
print(check("zz"))
def first_even(xs):
    for x in xs:
        try:
            if x % 2 == 0:
                return x
        except TypeError:
            print("skip", x)
    return None
print(first_even([1, "a", 3, 4, 6]))
def loop_break():
    out = []
    for i in range(10):
        try:
            if i == 3:
                break
            out.append(i)
        except Exception:
            pass
    return out
print(loop_break())
def loop_continue():
    out = []
    for i in range(5):
        try:
            if i % 2:
                continue
            out.append(i)
        finally:
            out.append("f")
    return out
print(loop_continue())
def while_try():
    i = 0
    while True:
        try:
            i += 1
            if i > 2:
                return i
        except ZeroDivisionError:
            pass
print(while_try())
