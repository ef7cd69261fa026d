class V:
    def __init__(s, x): s.x = x
    def __add__(s, o):
        print("add", type(o).__name__)
        if isinstance(o, V): return V(s.x + o.x)
        if isinstance(o, (int, float)): return V(s.x + o)
        return NotImplemented
    def __radd__(s, o):
        print("radd", type(o).__name__)
        return V(o + s.x)
    def __repr__(s): return f"V({s.x})"
class W(V):
    def __radd__(s, o):
        print("W.radd")
        return "W wins"
class L(list): pass
print(V(1) + V(2), V(1) + 3, 3 + V(1))
print(V(1) + W(2))
try: V(1) + "s"
except TypeError as e: print(e)
class N:
    def __mul__(s, o): return NotImplemented
try: N() * N()
except TypeError as e: print(e)
print(L([1]) + [2], [0] + L([1]))
class C:
    def __add__(s, o): return "C+"
    def __radd__(s, o): return "+C"
print(C() + [1], [1] + C(), "s" + C(), C() + C())
