# Subclasses of str, int and float: construction (with their own __new__ and __init__),
# inherited methods, operators, comparisons, hashing, formatting and conversions
class Name(str):
    def shout(self):
        return self.upper() + "!"
n = Name("bo")
print(n.shout(), n, repr(n), len(n), n + "x", isinstance(n, str), type(n).__name__, n == "bo", {n: 1})
class Pt(tuple):
    def __new__(cls, x, y):
        return super().__new__(cls, (x, y))
    @property
    def x(self): return self[0]
p = Pt(1, 2)
print(p, len(p), p.x, p[1], type(p).__name__, p == (1, 2))
class Meters(float):
    def __str__(self): return f"{float(self)} m"
m = Meters(2.5)
print(m, m + 1, repr(m), m * 2)
class Even(int):
    def __new__(cls, v):
        if v % 2: raise ValueError("odd")
        return super().__new__(cls, v)
e = Even(4)
print(e, e + 1, type(e).__name__, isinstance(e, int))
class Stack(list):
    def push(self, x): self.append(x)
    def peek(self): return self[-1]
s = Stack([1]); s.push(2)
print(s, s.peek(), len(s), type(s).__name__)
class D(dict):
    def __missing__(self, k): return k * 2
d = D(a=1)
print(d["a"], d["zz"], d, type(d).__name__)
class Upper(str):
    def __new__(cls, s):
        return super().__new__(cls, s.upper())
print(Upper("abc"), Upper("abc").lower())
class Celsius(float):
    def __new__(cls, v):
        return float.__new__(cls, v)
    def to_f(self): return self * 9 / 5 + 32
print(Celsius(100).to_f())
class Tagged(str):
    def __new__(cls, value, tag):
        obj = str.__new__(cls, value)
        obj.tag = tag
        return obj
t = Tagged("hi", "greet")
print(t, t.tag)
class Money(int):
    def __repr__(self): return f"${int(self)}"
print([Money(5)], Money(5) + Money(3))
class Vec(tuple):
    def __new__(cls, *args):
        return tuple.__new__(cls, args)
    def __add__(self, o): return Vec(*(a + b for a, b in zip(self, o)))
print(Vec(1, 2) + Vec(3, 4))

import json
import math
class Name(str):
    def shout(self): return self.upper() + "!"
n = Name("bo")
print("-".join([n, "x"]), "b" in n, n in "abbo", n.startswith("b"), n.endswith("o"), f"{n:>5}|", "%s!" % n)
print(n * 2, "a" + n, n < "c", sorted([Name("b"), Name("a")]), n.replace("b", "B"), str(n), type(str(n)).__name__)
print(json.dumps({"k": n}), json.dumps(n), {n: 1}["bo"], hash(n) == hash("bo"), n[0], list(n), n.split("o"))
class Even(int):
    def __new__(cls, v):
        if v % 2: raise ValueError("odd")
        return super().__new__(cls, v)
e = Even(4)
print(e * 3, 10 - e, e // 3, e % 3, -e, abs(Even(-2)), e == 4, e < 5, int(e), float(e), range(e), [0,1,2,3,4][e], bin(e), f"{e:03d}", "%d" % e)
print(math.sqrt(e), round(e), sum([e, e]), max(e, 3), str(e), repr(e), bool(Even(0)), e ** 2, e << 1, e & 6)
try: Even(3)
except ValueError as err: print("ValueError:", err)
class Prob(float):
    def __new__(cls, v):
        if not 0 <= v <= 1: raise ValueError("bad")
        return super().__new__(cls, v)
    def complement(self): return Prob(1 - self)
p = Prob(0.25)
print(p, p.complement(), p * 2, round(p, 1), f"{p:.1%}", isinstance(p, float), p.is_integer(), math.floor(Prob(0.5)))
class Cents(int):
    def __str__(self): return f"{self / 100:.2f}"
    def __add__(self, o): return Cents(int(self) + int(o))
print(Cents(150) + Cents(25), [Cents(5)], Cents(5) + 1)
class Path(str):
    def __truediv__(self, other): return Path(self + "/" + other)
print(Path("a") / "b" / "c", type(Path("a") / "b").__name__)
print(Name.__mro__, Name.__bases__, isinstance(n, Name), issubclass(Name, str), type(n) is Name, vars(n))
print(int(Name("12")), float(Name("1.5")), len(Name("héllo")), Name("a b").title())
