tests = [
    (lambda: format(3.5, "d"), "float d"),
    (lambda: format("abc", "d"), "str d"),
    (lambda: format(5, "s"), "int s"),
    (lambda: format(5, ".2s") , "int .2s"),
    (lambda: "{:,s}".format("x"), "str ,"),
    (lambda: "{} {}".format(1), "missing positional"),
    (lambda: "{name}".format(nam=1), "missing key"),
    (lambda: "{0} {}".format(1, 2), "mix manual auto"),
    (lambda: format(1, "=s"), "= on int with s"),
    (lambda: format("x", "=10"), "str ="),
    (lambda: format(1.5, "x"), "float x"),
    (lambda: format(10, ",_"), "both"),
    (lambda: format(10, "z"), "bad code"),
    (lambda: "{:>{}}".format("a"), "nested missing"),
    (lambda: "{".format(), "single brace"),
    (lambda: "}".format(), "single close"),
    (lambda: "{0.real}".format(3), "attr ok"),
    (lambda: "{0[1]}".format([5, 6]), "index ok"),
    (lambda: "{0[x]}".format({"x": 9}), "key ok"),
    (lambda: "{0.nope}".format(3), "bad attr"),
    (lambda: "%d" % "x", "percent d str"),
    (lambda: "%s %s" % ("a",), "not enough"),
    (lambda: "%s" % ("a", "b"), "not all converted"),
    (lambda: "%(a)s" % 5, "mapping required"),
    (lambda: "%z" % 5, "unsupported char"),
    (lambda: f"{3.0:,d}", "fstring float d"),
    (lambda: format(True, "d"), "bool d"),
    (lambda: format(True, ""), "bool empty"),
    (lambda: format(None, ">5"), "None align"),
    (lambda: format([1], ""), "list empty"),
]
for fn, label in tests:
    try:
        print(f"{label}: ok {fn()!r}")
    except Exception as e:
        print(f"{label}: {type(e).__name__}: {e}")
