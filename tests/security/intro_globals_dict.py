# globals() is a dict of the program's names: writing it plants no Lua global
def t(label, f):
    try:
        r = f()
        print(label, "->", type(r).__name__)
    except Exception as e:
        print(label, type(e).__name__)
g = globals()
g["load"] = 1
g["_ENV"] = 2
g["#meta"] = 3
g["__builtins__"] = {"open": print}
print(load, g["_ENV"], g["#meta"])
try:
    open("secret.txt")
except OSError as e:
    print(type(e).__name__)
t("globals()[None]", lambda: g.__setitem__(None, 1))
t("locals", lambda: locals())
print(sorted(k for k in g if not k.startswith("__"))[:6])
