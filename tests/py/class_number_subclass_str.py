class Meters(float):
    def __repr__(self): return f"Meters({float(self)})"
class Plain(float): pass
class Id(int):
    def __repr__(self): return f"#{int(self)}"
class S(str):
    def __repr__(self): return "S!"
m, p, i, s = Meters(2.5), Plain(1.5), Id(7), S("x")
print(m, p, i, s, str(m), str(p), str(i), str(s), f"{m}", f"{i}", f"{s}", "%s %s" % (m, i), "{} {}".format(m, i), [m, i, s], format(m), format(i, ""))
print(m + 1, i + 1, "%d %r" % (i, i), f"{i:d} {m:.1f} {i!s} {m!r}")
class E(int):
    def __str__(self): return "E-str"
print(E(3), repr(E(3)), f"{E(3)}", str(E(3)))
