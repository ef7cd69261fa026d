# cpython: same
# __mro__, __bases__ and mro() are copies: changing them changes nothing
def t(label, f):
    try:
        r = f()
        print(label, "->", type(r).__name__)
    except Exception as e:
        print(label, type(e).__name__)
class A:
    def f(self): return "A"
class B(A): pass
m = B.__mro__
t("m[0] = int", lambda: m.__setitem__(0, int))
lst = list(B.__mro__)
lst.insert(0, int); lst.clear()
print(B().f(), B.__mro__)
t("list.clear(mro)", lambda: list.clear(B.__mro__))
t("list.insert(bases)", lambda: list.insert(B.__bases__, 0, int))
print(isinstance(B(), A), isinstance(3, object))
