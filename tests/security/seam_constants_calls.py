# cpython: same
# calling and indexing constants compiles (F17)
def t(label, f):
    try:
        r = f()
        print(label, "->", repr(r)[:70])
    except Exception as e:
        print(label, type(e).__name__ + ":", str(e)[:70])

t("True()", lambda: True())
t("False[0]", lambda: False[0])
t("None()", lambda: None())
t("...()", lambda: ...())
t("1()", lambda: (1)())
t("'s'()", lambda: "s"())
t("True.real", lambda: True.real)
t("False.bit_length()", lambda: False.bit_length())
t("None.__class__", lambda: None.__class__)
t("....__class__", lambda: ....__class__)
