# code objects cannot be read or replaced; compile() makes an opaque one (no co_* fields)
def t(label, f):
    try:
        r = f()
        print(label, "->", type(r).__name__)
    except Exception as e:
        print(label, type(e).__name__)
def f(): return 1
t("f.__code__", lambda: f.__code__)
t("f.__code__ = ", lambda: setattr(f, "__code__", None))
t("co_consts", lambda: f.__code__.co_consts)
t("compile", lambda: compile("1", "x", "eval"))
t("type(f)", lambda: type(f)(None, {}))
t("type(f).__call__", lambda: type(f).__call__)
t("co_code", lambda: compile("1", "x", "eval").co_code)
t("code()", lambda: type(compile("1", "x", "eval"))())
print(f())
