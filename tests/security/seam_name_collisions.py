# cpython: same
# codegen temporaries and user names never alias (F7)
def outer():
    _ns = "user ns"
    _cls1 = "user cls1"
    class K:
        def m(self):
            return _ns, _cls1
    return K().m()
print(outer())
class A:
    def f(self): return "A"
class B(A):
    def f(self):
        _cls2 = "mine"
        return super().f() + _cls2
print(B().f())
é_ = 1
_Uc3a9_ = 2
print(é_, _Uc3a9_)
