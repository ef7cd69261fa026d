# finally with return, break and continue
def f():
    try:
        return "try"
    finally:
        print("finally runs before return")
print(f())
def g():
    try:
        return "try"
    finally:
        return "finally wins"
print(g())
def h():
    try:
        raise ValueError("lost")
    finally:
        return "swallowed by return in finally"
print(h())
for i in range(5):
    try:
        if i == 1:
            continue
        if i == 3:
            break
        print("body", i)
    finally:
        print("finally", i)
def loop():
    for i in range(3):
        try:
            return i
        finally:
            print("cleanup", i)
print(loop())
def nested():
    try:
        try:
            return 1
        finally:
            print("inner")
    finally:
        print("outer")
print(nested())
def counter():
    n = 0
    while True:
        try:
            n += 1
            if n == 3:
                break
        finally:
            print("tick", n)
    return n
print(counter())
def retval():
    x = "original"
    try:
        return x
    finally:
        x = "changed"
print(retval())
