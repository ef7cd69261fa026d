# canary: the secret environment variable: os.environ, sys, getenv spellings
def t(label, f):
    try:
        print(label, "->", f())
    except Exception as e:
        print(label, type(e).__name__)
t("os.environ", lambda: __import__("os").environ["MOONPY_CANARY_SECRET"])
import sys
t("sys.environ", lambda: sys.environ)
t("sys.flags", lambda: sys.flags.ignore_environment)
t("sys.argv", lambda: sys.argv)
t("sys.orig_argv", lambda: sys.orig_argv)
t("sys.executable", lambda: sys.executable)
t("getenv", lambda: getenv("MOONPY_CANARY_SECRET"))
t("environ", lambda: environ)
import string
t("Template env", lambda: string.Template("$MOONPY_CANARY_SECRET").safe_substitute())
t("format env", lambda: "{MOONPY_CANARY_SECRET}".format_map(globals()))
