# writing locals() or vars(obj) does not touch hidden slots
def t(label, f):
    try:
        r = f()
        print(label, "->", type(r).__name__)
    except Exception as e:
        print(label, type(e).__name__)
def f():
    x = 1
    locals()["x"] = 2
    locals()["#meta"] = 3
    return x
print(f())
class C: pass
c = C()
vars(c)["#meta"] = {}
vars(c)["__class__"] = int
print(type(c).__name__, sorted(vars(c)))
