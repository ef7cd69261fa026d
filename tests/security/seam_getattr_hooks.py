# __getattr__ and __getattribute__ receive private names as plain strings
def t(label, f):
    try:
        r = f()
        print(label, "->", repr(r)[:70])
    except Exception as e:
        print(label, type(e).__name__ + ":", str(e)[:70])

class G:
    def __getattr__(self, name):
        return "getattr:" + name
g = G()
t("#meta", lambda: getattr(g, "#meta"))
t("@upper", lambda: getattr(g, "@upper"))
t("normal", lambda: g.whatever)
class GA:
    def __getattribute__(self, name):
        return "ga:" + name
t("ga #meta", lambda: getattr(GA(), "#meta"))
t("ga __class__", lambda: GA().__class__)
