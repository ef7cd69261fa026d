# type(math)(name) would make a module object; it must not reach the loader or the allowlist
import math
M = type(math)
def t(label, f):
    try:
        r = f()
        print(label, "->", r)
    except Exception as e:
        print(label, type(e).__name__)
t("new module", lambda: M("os"))
t("call math", lambda: math())
t("math.__class__", lambda: math.__class__.__name__)
