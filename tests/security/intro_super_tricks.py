# super() with odd arguments, and getattr through super, reach no private field
def t(label, f):
    try:
        r = f()
        print(label, "->", type(r).__name__)
    except Exception as e:
        print(label, type(e).__name__)
class A:
    def f(self): return "A.f"
class B(A):
    def f(self): return super().f() + "/B"
print(B().f())
t("super(int, 5)", lambda: super(int, 5).__add__)
t("super(B, 5)", lambda: super(B, 5))
t("super(B, B()).#obj", lambda: getattr(super(B, B()), "#obj"))
t("super(B, B()).__self__", lambda: super(B, B()).__self__)
t("super(B, B()).__thisclass__", lambda: super(B, B()).__thisclass__)
t("super()", lambda: super())
t("super(B)", lambda: super(B).f)
