# cpython: same
# names that look like the code generator's own (mangled names, temporaries, runtime aliases) are
# ordinary Python variables that never alias a runtime helper
_R = 1; _RGA = 2; _RITER = 3; _t1 = 4; _t0 = 5; _ns = 6; _cls1 = 7; _cls2 = 8; end_ = 9; _U65_ = 10
_ENV_ = 11; self_ = 12; _REllipsis = 13; _RN = 14; __ = 15; _ = 16; _R_ = 17; nil_ = 18
print(_R, _RGA, _RITER, _t1, _t0, _ns, _cls1, _cls2, end_, _U65_, _ENV_, self_, _REllipsis, _RN, __, _, _R_, nil_)
é = "e-acute"; é_ = "e-acute_"; _Uc3a9_ = "U"; _Ue9_ = "Ue9"
print(é, é_, _Uc3a9_, _Ue9_)
def f(_t1, _t2, _ns, _cls1):
    class K:
        def m(self):
            return _ns, _cls1, _t1, _t2
    return K().m()
print(f(1, 2, 3, 4))
class A:
    def who(self): return "A"
class B(A):
    def who(self):
        _cls1 = _cls2 = _ns = None
        return "B>" + super().who()
print(B().who())
for _RN in range(3):
    pass
print(_RN)
