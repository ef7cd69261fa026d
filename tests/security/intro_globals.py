# function internals: __globals__, __code__, __closure__, __defaults__ lead nowhere
def t(label, f):
    try:
        r = f()
        print(label, "->", type(r).__name__)
    except Exception as e:
        print(label, type(e).__name__)
def f(a=1):
    x = 1
    def g(): return x
    return g
g = f()
for attr in ["__globals__", "__code__", "__closure__", "__builtins__", "func_globals", "__kwdefaults__",
             "__wrapped__", "__self__", "__func__", "im_func", "func_code", "__get__"]:
    t(attr, lambda: getattr(g, attr))
t("__defaults__", lambda: f.__defaults__)
t("__name__", lambda: f.__name__)
t("__qualname__", lambda: g.__qualname__)
t("__dict__", lambda: f.__dict__)
