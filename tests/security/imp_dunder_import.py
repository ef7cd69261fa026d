# __import__ reaches only the allowlist: os, subprocess, socket, io.open paths and dotted tricks fail
def t(label, f):
    try:
        r = f()
        print(label, "->", type(r).__name__, getattr(r, "__name__", ""))
    except Exception as e:
        print(label, type(e).__name__)
for name in ["os", "sys", "subprocess", "socket", "os.path", "builtins", "importlib", "ctypes",
             "math", "collections.abc", "..os", ".", "", "math\0os", "json.tool"]:
    t(repr(name), lambda: __import__(name))
t("fromlist", lambda: __import__("collections", fromlist=["abc"]))
t("level 1", lambda: __import__("os", level=1))
t("bytes name", lambda: __import__(5))
m = __import__("sys")
t("sys.modules", lambda: m.modules)
t("sys.path", lambda: m.path)
