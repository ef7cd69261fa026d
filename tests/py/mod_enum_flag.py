# enum.Flag and IntFlag: auto powers of two, | & ^ ~, pseudo-member names, membership, iteration, errors
from enum import Flag, IntFlag, auto
class P(Flag):
    X = 1; W = 2; R = 4
print(P.R|P.X, repr(P.R|P.W|P.X), str(P(0)), repr(P(0)), ~P.R, list(P.R|P.X), len(P.R|P.X), P.W in (P.R|P.W), bool(P(0)), P(3).name, P.R.name, P(6).value)
class Q(Flag):
    A = auto(); B = auto(); C = auto()
print(list(Q), Q.A.value, Q.C.value, Q.A | Q.C, Q(5))
class I(IntFlag):
    A = 1; B = 2
print(I.A | I.B, repr(I.A | I.B), I.A | 4, repr(I.A | 4), I.A + 1, I.B & 2, repr(~I.A), format(I.A, 'd'), I(3) == 3)
try: P(8)
except ValueError as e: print(e)
try: 3 in P.R
except TypeError as e: print(e)
class Perm(Flag):
    R = 4; W = 2; X = 1
print(Perm.R | Perm.W, Perm.R in (Perm.R | Perm.W), repr(Perm.R | Perm.X), Perm.R | Perm.W == Perm(6), isinstance(Perm.R | Perm.W, Perm))
perms = Perm.R | Perm.W
if Perm.W in perms: print("can write")
print([p.name for p in Perm], Perm(7), Perm.R & Perm.W, bool(Perm.R & Perm.W))
