# tuple keys holding objects equal to strs or ints (str/int enum members, str subclasses) find the plain keys
from enum import Enum, StrEnum, IntEnum
class M(StrEnum):
    GET = "GET"
class C(str, Enum):
    R = "r"
class N(IntEnum):
    ONE = 1
class S(str):
    pass
d = {("GET", "/"): 1, ("r", 2): 2, (1, "x"): 3, (S("k"), 0): 4}
print(d.get((M.GET, "/")), d.get((C.R, 2)), d.get((N.ONE, "x")), d.get(("k", 0)), d.get((S("k"), 0)))
print({(M.GET,): 5}.get(("GET",)), hash((M.GET, 1)) == hash(("GET", 1)), (M.GET, 1) == ("GET", 1))
print({(1.5, "a"): 1}.get((1.5, "a")), {((1, 2), "x"): 7}[((1, 2), "x")], {(b"x", 1): 8}[(b"x", 1)])
