# names that look like the code generator's own are ordinary Python names, and the name map is injective
def f():
    _ns = 1
    _cls1 = 2
    _Rns = 3
    _RN = 4
    _t1 = 5
    _R = 6
    _ENV = 7
    self = 8
    class A:
        def m(self_):
            return _ns, _cls1, _Rns, _RN, _t1, _R, _ENV, self
    return A().m()
print(f())
é_ = 'e-acute underscore'
_Uc3a9_ = 'ascii one'
_Uc3a9__ = 'ascii two'
_RU_c3_a9U = 'ascii three'
é = 'e-acute'
_é = 'underscore e-acute'
print(é_, _Uc3a9_, _Uc3a9__, _RU_c3_a9U, é, _é)
class Base:
    def hello(self):
        return "base"
class B(Base):
    def hello(self):
        _cls1 = "shadow"
        _cls2 = "shadow"
        _Rcls1 = "shadow"
        return "B>" + super().hello() + " " + _cls1 + _cls2 + _Rcls1
print(B().hello())
def g():
    try:
        print(_total)
    except NameError as e:
        print(type(e).__name__, e)
    _total = 1
    return _total
g()
def h():
    ñame = 2
    del ñame
    try:
        print(ñame)
    except NameError:
        print("unbound")
h()
end = 1; local = 2; nil = 3; function = 4; then = 5; repeat = 6
print(end + local + nil + function + then + repeat)
