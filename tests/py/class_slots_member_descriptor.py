# a __slots__ name is a member descriptor on the class
class P:
    __slots__ = ("x", "y")
print(type(P.x).__name__, P.x.__name__, repr(P.y))
p = P()
P.x.__set__(p, 5)
print(p.x, P.x.__get__(p, P))
