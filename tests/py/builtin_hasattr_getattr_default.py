class A:
    k = 1
    def m(self): pass
    @property
    def p(self): return 2
class B(A):
    def __init__(self): self.own = 3
class G:
    def __getattr__(self, n):
        if n == "magic": return 42
        raise AttributeError(n)
class GA_:
    def __getattribute__(self, n):
        if n == "x": return 1
        return object.__getattribute__(self, n)
class S:
    __slots__ = ("a", "b")
    def __init__(self): self.a = 1
import collections, re
b, g, ga, s = B(), G(), GA_(), S()
for o in (b, g, ga, s, A, re.match("a", "a"), collections.namedtuple("P", "x")(1), 1, "s", [1], ValueError("e")):
    print([hasattr(o, n) for n in ("k", "m", "p", "own", "magic", "x", "a", "b", "nope", "__dict__", "__class__", "maxlen", "string", "args", "append", "real", "upper")])
    print([getattr(o, n, "D") for n in ("k", "own", "magic", "x", "a", "b", "nope", "maxlen")])
b.nope = 5
print(hasattr(b, "nope"), getattr(b, "nope", 0))
del b.nope
print(hasattr(b, "nope"), getattr(b, "nope", 0))
A.late = 9
print(hasattr(b, "late"), getattr(b, "late", 0))
