import reprlib, collections, array
print(reprlib.repr(list(range(100))), reprlib.repr("x" * 100), reprlib.repr(2**200), reprlib.repr({i: str(i) for i in range(10)}), reprlib.repr(set(range(20))), reprlib.repr(tuple(range(3))), reprlib.repr((1,)))
print(reprlib.repr([[[[[[[1]]]]]]]), reprlib.repr(frozenset("abcdefgh")), reprlib.repr(collections.deque(range(10))), reprlib.repr(array.array("i", range(10))), reprlib.repr(array.array("d")), reprlib.repr(set()), reprlib.repr({}), reprlib.repr("short"))
class Big:
    def __repr__(self): return "Big(" + "z" * 50 + ")"
class Broken:
    def __repr__(self): raise ValueError("no")
print(reprlib.repr(Big()), reprlib.repr([Big()]), reprlib.repr(Broken()).startswith("<Broken instance at 0x"))
r = reprlib.Repr(); r.maxlist = 2; r.maxstring = 10; r.fillvalue = "~~"
print(r.repr(list(range(5))), r.repr("abcdefghijklmnop"), r.repr({"a": [1, 2, 3]}), r.maxlevel, r.maxdict)
class MyRepr(reprlib.Repr):
    def repr_int(self, x, level): return "INT"
print(MyRepr().repr([1, "a", 2]), reprlib.aRepr.maxother)
class Tree:
    def __init__(self): self.kids = []
    @reprlib.recursive_repr()
    def __repr__(self): return f"Tree({self.kids})"
t = Tree(); t.kids.append(t); print(t, Tree.__repr__.__name__)
class T2(list):
    @reprlib.recursive_repr("<self>")
    def __repr__(self): return "T2" + str([x for x in self])
u = T2(); u.append(u); print(repr(u))
print(reprlib.repr([1, {2, 3}, "x" * 40]), reprlib.repr({"k" * 40: None}), reprlib.repr(-10**60), reprlib.repr(3.14), reprlib.repr(None), reprlib.repr(b"bytes" * 20))
