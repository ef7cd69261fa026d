# dir() without an argument lists the sorted names of the current scope (a function's locals,
# a class body's namespace, the module's globals)
def f(a, b=2):
    z = 1
    q = [1]
    print(dir())
    return dir([])[:3] == dir(list)[:3]
print(f(1))
class C:
    x = 1
    def m(self): pass
    print(dir())
print([n for n in dir() if not n.startswith("__")])
print(dir(C)[-2:], "m" in dir(C()))
try: dir(1, 2)
except TypeError as e: print(e)
