# Enums with a data type mixed in (class C(str, Enum), IntEnum, StrEnum, IntFlag): the type's methods, operators, len, items and json see the value; repr/str/format stay the enum's.
from enum import Enum, IntEnum, StrEnum, IntFlag, auto
class M(str, Enum):
    A = "alpha"
    B = "beta"
print(repr(M.A), str(M.A), f"{M.A}", format(M.A, ">6"), M.A == "alpha", M.A != "beta", M.A == M.A, M.A == M.B)
print(M.A.upper(), M.A.title(), len(M.A), M.A + "!", "x" + M.B, M.A < M.B, M.A < "b", sorted([M.B, M.A]))
print({M.A: 1}["alpha"], {"alpha": 2}[M.A], hash(M.A) == hash("alpha"), "lp" in M.A, M.A[1:3], list(M.B), M.A * 2)
print(M("alpha"), M["B"], M.A.value, isinstance(M.A, str), ",".join([M.A, M.B]), M.A.startswith("al"))
print(M.__mro__, [m for m in M], M.A.name)
class N(int, Enum):
    ONE = 1
    TWO = 2
print(repr(N.ONE), str(N.ONE), f"{N.ONE}", N.ONE + 1, N.TWO * 3, N.ONE == 1, N.ONE < N.TWO, N.TWO.bit_length(), {1: "x"}[N.ONE], sorted([N.TWO, N.ONE]))
class P(IntEnum):
    A = 5
print(P.A.bit_length(), P.A.to_bytes(1, "big"), P.A + 1, repr(P.A), str(P.A), f"{P.A}")
class F(IntFlag):
    X = 1
    Y = 2
print((F.X | F.Y).bit_length(), F.Y.bit_count(), F.X.as_integer_ratio(), F.X | F.Y, repr(F.X | 4))
class C(StrEnum):
    RED = auto()
    G = "gg"
print(C.G.center(6, "*"), [c for c in C.G], "g" in C.G, C.G[0], C.G.encode(), M.A.replace("a", "A"), str.upper(M.A), C.RED.upper(), repr(C.G), str(C.G), f"{C.G:>4}")
print(M.A.__class__, type(M.A.value), max(M.A), json_ok := __import__("json").dumps({"k": M.A, "n": N.TWO}))
