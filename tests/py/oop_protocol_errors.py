class BadBool:
    def __bool__(self): return 1
class BadLen:
    def __len__(self): return -1
class BigLen:
    def __len__(self): return 2 ** 70
class FloatLen:
    def __len__(self): return 2.0
class BadIter:
    def __iter__(self): return [1, 2]
class BadRepr:
    def __repr__(self): return 42
class BadStr:
    def __str__(self): return None
class BadHash:
    def __hash__(self): return "x"
class EqOnly:
    def __eq__(self, o): return True
class BadIndex:
    def __index__(self): return 1.5
class GoodIndex:
    def __index__(self): return 2
class BadInt:
    def __int__(self): return "3"
class BadFloat:
    def __float__(self): return 1
class NoNext:
    def __iter__(self): return self
class Ctx:
    pass
cases = [
    ("bool", lambda: bool(BadBool())),
    ("if", lambda: 1 if BadBool() else 0),
    ("len neg", lambda: len(BadLen())),
    ("len big", lambda: len(BigLen())),
    ("len float", lambda: len(FloatLen())),
    ("bool via len", lambda: bool(BadLen())),
    ("iter", lambda: iter(BadIter())),
    ("for", lambda: [x for x in BadIter()]),
    ("repr", lambda: repr(BadRepr())),
    ("str", lambda: str(BadStr())),
    ("print list", lambda: str([BadRepr()])),
    ("hash", lambda: hash(BadHash())),
    ("hash eqonly", lambda: hash(EqOnly())),
    ("set eqonly", lambda: {EqOnly()}),
    ("index", lambda: [1, 2, 3][BadIndex()]),
    ("good index", lambda: ([1, 2, 3][GoodIndex()], "abcd"[GoodIndex():], range(10)[GoodIndex()], bin(GoodIndex()))),
    ("int", lambda: int(BadInt())),
    ("float", lambda: float(BadFloat())),
    ("next", lambda: next(NoNext())),
    ("with", lambda: exec("with Ctx(): pass", {"Ctx": Ctx})),
    ("call", lambda: Ctx()()),
    ("unpack", lambda: exec("a, b = Ctx()", {"Ctx": Ctx})),
    ("contains", lambda: 1 in Ctx()),
    ("subscript", lambda: Ctx()[0]),
    ("setitem", lambda: exec("c = Ctx(); c[0] = 1", {"Ctx": Ctx})),
    ("delitem", lambda: exec("c = Ctx(); del c[0]", {"Ctx": Ctx})),
    ("neg", lambda: -Ctx()),
    ("add", lambda: Ctx() + 1),
    ("radd", lambda: 1 + Ctx()),
    ("lt", lambda: Ctx() < Ctx()),
    ("iadd", lambda: exec("c = Ctx(); c += 1", {"Ctx": Ctx})),
    ("abs", lambda: abs(Ctx())),
    ("round", lambda: round(Ctx())),
    ("len", lambda: len(Ctx())),
    ("await", lambda: exec("async def f():\n    await 1\nf().send(None)")),
]
for name, fn in cases:
    try:
        print(name, "->", fn())
    except Exception as e:
        print(name, "!", type(e).__name__, e)
