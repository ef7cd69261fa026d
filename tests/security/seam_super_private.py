# super() objects do not hand out their internals (F12)
def t(label, f):
    try:
        r = f()
        print(label, "->", repr(r)[:70])
    except Exception as e:
        print(label, type(e).__name__ + ":", str(e)[:70])

class A: pass
class B(A):
    def m(self):
        return super()
sp = B().m()
for k in ["#obj", "#type", "#start", "@m", "#meta", "__self_class__"]:
    t(k, lambda: getattr(sp, k))
