# exception objects: args, __cause__, __context__, __traceback__ hold only Python values
def t(label, f):
    try:
        r = f()
        print(label, "->", type(r).__name__)
    except Exception as e:
        print(label, type(e).__name__)
e = ValueError("x")
t("__cause__ = 5", lambda: setattr(e, "__cause__", 5))
t("__context__ = 5", lambda: setattr(e, "__context__", 5))
t("__traceback__ = 5", lambda: setattr(e, "__traceback__", 5))
t("args = 5", lambda: setattr(e, "args", 5))
print(e.args)
t("__suppress_context__", lambda: e.__suppress_context__)
t("__notes__", lambda: e.__notes__)
t("add_note(5)", lambda: e.add_note(5))
try:
    raise e
except ValueError as x:
    print(type(x.__traceback__).__name__)
    t("tb_frame", lambda: x.__traceback__.tb_frame)
