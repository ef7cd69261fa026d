class P:
    def __init__(s, x): s.x = x
    def __eq__(s, o):
        print("eq", s.x, getattr(o, "x", o))
        return isinstance(o, P) and s.x == o.x
class Q(P):
    def __ne__(s, o):
        print("ne", s.x)
        return "yes"
p, q = P(1), Q(1)
print(p == p, p != p, p == q, bool(p != q), bool(q != p), bool(q != 3), bool(3 != q), p != 1, [p] == [p], p in [p], [p] != [P(1)])
print(1 != 2, "a" != "a", None != 0, (1, 2) != (1, 2), [1] != [2], 1.0 != 1, True != 1)
x = 5
print(x != 5, x != 0, x != 1, x != "s", "s" != x)
class N:
    def __eq__(self, o):
        print("eq called")
        return NotImplemented
n, m = N(), N()
print(n == n, n == m, n != m)
class R1:
    def __eq__(s, o):
        print("R1.eq")
        return NotImplemented
class R2(R1):
    def __eq__(s, o):
        print("R2.eq")
        return True
print(R1() == R2(), R2() == R1())
