# numeric protocols: __int__, __float__, __index__, __round__, __divmod__, __pow__, __abs__, __neg__
import math

class Angle:
    def __init__(self, degrees):
        self.degrees = degrees % 360

    def __int__(self):
        return int(self.degrees)

    def __float__(self):
        return float(self.degrees)

    def __index__(self):
        return int(self.degrees)

    def __round__(self, ndigits=None):
        return Angle(round(self.degrees, ndigits)) if ndigits is not None else round(self.degrees)

    def __add__(self, other):
        return Angle(self.degrees + (other.degrees if isinstance(other, Angle) else other))

    __radd__ = __add__

    def __neg__(self):
        return Angle(-self.degrees)

    def __abs__(self):
        return min(self.degrees, 360 - self.degrees)

    def __divmod__(self, other):
        q, r = divmod(self.degrees, other)
        return int(q), Angle(r)

    def __pow__(self, exp, mod=None):
        return pow(int(self.degrees), exp, mod)

    def __eq__(self, other):
        return isinstance(other, Angle) and math.isclose(self.degrees, other.degrees)

    def __repr__(self):
        return f"Angle({self.degrees:g})"

a = Angle(370.6)
print(a, int(a), float(a), round(a), round(a, 0), abs(Angle(350)), -Angle(90))
print(a + 20, 20 + a, Angle(300) + Angle(100), sum([Angle(100)] * 5, Angle(0)))
print(divmod(Angle(100), 30), a ** 2, pow(Angle(10), 3, 7))
print(["x", "y", "z", "w"][Angle(362)], bin(Angle(5)), hex(Angle(255)), range(10)[Angle(3)])
print(Angle(45) == Angle(405), Angle(1) == 1, math.sin(math.radians(float(Angle(90)))))
print(math.floor(float(Angle(12.7))), int(Angle(-1)))
try:
    Angle(1) + "x"
except TypeError as e:
    print("TypeError:", e)
