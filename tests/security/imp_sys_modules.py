# sys is harmless: no sys.modules to plant in, no path to extend, no frames, no file objects that write
import sys
def t(label, f):
    try:
        r = f()
        print(label, "->", repr(r)[:60])
    except Exception as e:
        print(label, type(e).__name__ + ":", e)
t("modules", lambda: sys.modules)
t("plant", lambda: sys.modules.__setitem__("os", sys))
try:
    import os
    print("os imported after planting:", os)
except ImportError as e:
    print("ImportError:", str(e).split(";")[0])
t("path", lambda: sys.path)
t("meta_path", lambda: sys.meta_path)
t("_getframe", lambda: sys._getframe())
t("settrace", lambda: sys.settrace(print))
t("setprofile", lambda: sys.setprofile(print))
t("executable", lambda: sys.executable)
t("exc_info", lambda: sys.exc_info())
t("stdin", lambda: sys.stdin.read())
t("addaudithook", lambda: sys.addaudithook(print))
t("breakpointhook", lambda: sys.breakpointhook())
