# a module's attributes are Python values only: no Lua table, loader or file behind them
import math, json, re
def t(label, f):
    try:
        r = f()
        print(label, "->", type(r).__name__)
    except AttributeError as e:
        print(label, "AttributeError")
for m in (math, json, re):
    t(m.__name__ + ".__file__", lambda: m.__file__)
    t(m.__name__ + ".__loader__", lambda: m.__loader__)
    t(m.__name__ + ".__dict__", lambda: m.__dict__)
    t(m.__name__ + ".__builtins__", lambda: m.__builtins__)
    t(m.__name__ + ".@sqrt", lambda: getattr(m, "@sqrt"))
    t(m.__name__ + ".#meta", lambda: getattr(m, "#meta"))
print(type(math).__name__)
