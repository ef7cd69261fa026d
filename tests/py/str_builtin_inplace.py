class S(str):
    def __str__(self): return "custom"
class I(int):
    def __str__(self): return "int-custom"
vals = [0, -5, 2**62, 2**63, -2**63, 10**30, 1.5, -0.0, float('nan'), float('inf'), 1e16, 1e-7, 0.1+0.2, True, False, None, "abc", S("x"), I(3), [1, 'a'], (1,), {1: 2}, b'xy']
for v in vals:
    print(str(v), f"{v}", f"{v!s}", type(str(v)).__name__)
print(str(), str(b'ab', 'ascii'), str(object=5))
def f(*a): return str(*a)
print(f(3), f())
