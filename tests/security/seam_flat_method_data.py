# cpython: same
# a data attribute named '@f' never replaces method f (F15)
class C:
    def f(self): return "method"
for i in range(20):
    setattr(C, "@f", "data %d" % i)
    assert C().f() == "method", i
print(C().f(), getattr(C, "@f"))
