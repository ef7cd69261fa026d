# trap: finally runs when else returns; return and break inside try are not swallowed
def parse(s):
    try:
        n = int(s)
    except ValueError:
        print("bad input")
        return None
    else:
        print("parsed")
        return n
    finally:
        print("finally")
print(parse("5"))
print(parse("x"))
def search(items, target):
    for i, item in enumerate(items):
        try:
            if item == target:
                return i
        finally:
            print("checked", item)
    return -1
print(search(["a", "b", "c"], "b"))
for n in range(10):
    try:
        if n == 2:
            break
    except Exception:
        pass
print("broke at", n)
