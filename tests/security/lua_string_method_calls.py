# cpython: same
# calling Lua's string functions as str methods: str.dump, str.rep, str.gsub do not exist
def t(label, f):
    try:
        r = f()
        print(label, "->", repr(r)[:60])
    except (AttributeError, TypeError) as e:
        print(label, type(e).__name__ + ":", e)
t("dump", lambda: "".dump(print))
t("rep", lambda: "a".rep(10 ** 9))
t("gsub", lambda: "abc".gsub("%%a", "x"))
t("format", lambda: "%%s".format(print))
t("byte", lambda: "a".byte())
t("char", lambda: str.char(65))
t("sub", lambda: "abc".sub(1, 2))
t("match", lambda: "abc".match("(.)"))
t("find", lambda: "abc".find("b"))
t("len", lambda: "abc".len())
t("reverse", lambda: "abc".reverse())
t("str.__index", lambda: str.__index)
t("str.dump", lambda: str.dump)
