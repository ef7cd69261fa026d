# a property's fget/fset/fdel called straight off the property object (P.v.fget(obj))
class P:
    def __init__(self): self._v = 1
    @property
    def v(self): return self._v
    @v.setter
    def v(self, x): self._v = x
    @v.deleter
    def v(self): print("deleting")
    w = property(lambda self: "w", None, None, "the w")
p = P()
print(P.v.fget(p), P.v.fset(p, 5), p.v, P.v.fdel(p), P.w.fget(p), P.w.__doc__, P.w.fset)
prop = P.__dict__["v"]
print(prop.fget(p), [f.__name__ for f in (prop.fget, prop.fset, prop.fdel)])
try:
    P.w.fset(p, 1)
except TypeError as e:
    print(e)
