# frames: tracebacks, generators and exceptions give no frame to climb
def t(label, f):
    try:
        r = f()
        print(label, "->", type(r).__name__)
    except Exception as e:
        print(label, type(e).__name__)
def gen():
    yield 1
g = gen()
for attr in ["gi_frame", "gi_code", "gi_running", "gi_yieldfrom", "cr_frame", "ag_frame"]:
    t(attr, lambda: getattr(g, attr))
try:
    1 / 0
except ZeroDivisionError as e:
    tb = e.__traceback__
    t("tb", lambda: tb)
    t("tb_frame", lambda: tb.tb_frame)
    t("tb_frame.f_globals", lambda: tb.tb_frame.f_globals)
    t("tb_frame.f_back", lambda: tb.tb_frame.f_back.f_builtins)
    t("tb_next", lambda: tb.tb_next)
    t("with_traceback", lambda: e.with_traceback(None))
