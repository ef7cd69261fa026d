# cpython: same
# type(name, bases, ns) with hostile names, bases and namespaces
def t(label, f):
    try:
        r = f()
        print(label, "->", type(r).__name__)
    except Exception as e:
        print(label, type(e).__name__)
t("bases=[int]", lambda: type("X", [int], {}))
t("bases=(5,)", lambda: type("X", (5,), {}))
t("ns=list", lambda: type("X", (), []))
t("name=5", lambda: type(5, (), {}))
t("#meta in ns", lambda: type("X", (), {"#meta": {}, "#mro": (), "@f": 1})())
t("__class__ in ns", lambda: type("X", (), {"__class__": int})())
t("__dict__ in ns", lambda: type("X", (), {"__dict__": 5})())
t("__slots__", lambda: type("X", (), {"__slots__": ("#meta",)})())
t("bool base", lambda: type("X", (bool,), {}))
t("dup base", lambda: type("X", (int, int), {}))
t("name with NUL", lambda: type("a\0b", (), {}))
X = type("]]..os.exit()..[[", (), {})
print(X.__name__, repr(X()).split(" object")[0])
