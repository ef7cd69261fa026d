# a Fraction-like class with full operator support
def gcd(a, b):
    while b:
        a, b = b, a % b
    return abs(a)
class Frac:
    def __init__(self, n, d=1):
        if d == 0:
            raise ZeroDivisionError("zero denominator")
        g = gcd(n, d)
        if d < 0:
            g = -g
        self.n, self.d = n // g, d // g
    def __add__(self, o):
        o = o if isinstance(o, Frac) else Frac(o)
        return Frac(self.n * o.d + o.n * self.d, self.d * o.d)
    __radd__ = __add__
    def __sub__(self, o):
        o = o if isinstance(o, Frac) else Frac(o)
        return Frac(self.n * o.d - o.n * self.d, self.d * o.d)
    def __mul__(self, o):
        o = o if isinstance(o, Frac) else Frac(o)
        return Frac(self.n * o.n, self.d * o.d)
    def __truediv__(self, o):
        return Frac(self.n * o.d, self.d * o.n)
    def __eq__(self, o):
        return (self.n, self.d) == (o.n, o.d)
    def __lt__(self, o):
        return self.n * o.d < o.n * self.d
    def __float__(self):
        return self.n / self.d
    def __repr__(self):
        return f"{self.n}/{self.d}"
a, b = Frac(1, 2), Frac(1, 3)
print(a + b, a - b, a * b, a / b, a + 1, 1 + a, a * 4)
print(a == Frac(2, 4), a < b, b < a, sorted([a, b, Frac(-1, 5)]), float(a))
s = Frac(0)
for k in range(1, 11):
    s = s + Frac(1, k * (k + 1))
print(s)
print(sum([Frac(1, 4)] * 4, Frac(0)), Frac(6, -4))
try:
    Frac(1, 0)
except ZeroDivisionError as e:
    print("ZeroDivisionError:", e)
h = Frac(1)
h += Frac(1, 2)
print(h)
