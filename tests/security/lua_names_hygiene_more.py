# cpython: same
# Generated names hygienic: every codegen and Lua name as a Python name, parameter, loop variable and comprehension variable
_R = 1; _R1 = 2; _RNone = 3; _REQ = 4; _t1 = 5; _tS1 = 6; _ns = 7; _cls1 = 8; _Rcls1 = 9; _m1 = 10; _c1 = 11; _f1 = 12
self = 13; end = 14; local = 15; nil = 16; function = 17; _ENV = 18; __index = 19; then = 20; repeat = 21; until = 22; goto = 23; elseif = 24
__newindex = 25; __gc = 26; __call = 27; rawset = 28; setmetatable = 29; load = 30; _G = 31; require = 32; string = 33; debug = 34
é_ = 'e1'; _Uc3a9_ = 'e2'; _Uc3a9 = 'e3'; é = 'e4'; end_ = 'end_'; _ = '_'; __ = '__'; _S = 'S'
print(_R, _R1, _RNone, _REQ, _t1, _tS1, _ns, _cls1, _Rcls1, _m1, _c1, _f1)
print(self, end, local, nil, function, _ENV, __index, then, repeat, until, goto, elseif)
print(__newindex, __gc, __call, rawset, setmetatable, load, _G, require, string, debug)
print(é_, _Uc3a9_, _Uc3a9, é, end_, _, __, _S)
def f(_R, end, nil, _ENV, _ns, _cls1, *_t1, **_tS1):
    class K:
        def m(self):
            return (_R, end, nil, _ENV, _ns, _cls1, _t1, _tS1, type(self).__name__)
    return K().m()
print(f(1, 2, 3, 4, 5, 6, 7, a=8))
def g():
    _cls2 = 'mine'
    class A:
        def m(self): return 'A'
    class B(A):
        def m(self): return super().m() + _cls2
    return B().m()
print(g())
class C:
    _ns = 'classattr'
    def get(self): return self._ns
print(C().get())
def h():
    _ns = 'outer'
    class D:
        def m(self): return _ns
    return D().m()
print(h())
print(sorted(k for k in globals() if k in ('_R', '_ENV', 'end', 'é_', '_Uc3a9_')))
lam = lambda _R=1, _RN=2, _t2=3: (_R, _RN, _t2)
print(lam())
for _RN in range(2): pass
print(_RN)
print([_R for _R in range(3)], [_t1 for _t1 in range(2)])
print({end: local for end, local in [(1, 2)]})
