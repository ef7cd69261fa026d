# str.format_map and string.Formatter/Template over hostile mappings
def t(label, f):
    try:
        r = f()
        print(label, "->", type(r).__name__)
    except Exception as e:
        print(label, type(e).__name__)
import string
class D(dict):
    def __missing__(self, k): return "<" + k + ">"
print("{a} {#meta} {@f}".format_map(D()))
t("Formatter.get_field", lambda: string.Formatter().get_field("0.__class__", ["x"], {}))
print(string.Template("$a ${b}").safe_substitute(a="]]", b="--[["))
t("Template.substitute", lambda: string.Template("$#meta").substitute({}))
print(string.Template("$x").substitute(x="\0"))
