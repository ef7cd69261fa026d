# generator and coroutine frames: f_locals and f_back do not exist
def t(label, f):
    try:
        r = f()
        print(label, "->", type(r).__name__)
    except Exception as e:
        print(label, type(e).__name__)
def gen():
    secret = 42
    yield secret
g = gen(); next(g)
t("g.gi_frame.f_locals", lambda: g.gi_frame.f_locals)
t("g.gi_frame.f_back", lambda: g.gi_frame.f_back)
t("g.gi_frame.f_globals", lambda: g.gi_frame.f_globals["__builtins__"])
t("g.send", lambda: g.send(None))
t("g.throw", lambda: g.throw(GeneratorExit))
t("g.close", lambda: g.close())
print(type(g).__name__)
