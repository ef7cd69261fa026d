# cpython: same
# id(), hash() and default reprs show no heap address
def t(label, f):
    try:
        r = f()
        print(label, "->", type(r).__name__)
    except Exception as e:
        print(label, type(e).__name__)
class C: pass
print(repr(C()).startswith("<__main__.C object at 0x"))
print(hex(id(C())) != hex(id(C())) or True)
print(type(hash(C())).__name__)
print(repr(print), repr(len), repr(int), repr(iter([])).split(" at ")[0])
print(repr(lambda: 0).split(" at ")[0], repr(map(str, [])).split(" at ")[0])
def g(): yield
print(repr(g()).split(" at ")[0])
