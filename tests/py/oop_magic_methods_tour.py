# a tour of less common dunders: __contains__, __missing__-like __getitem__, __bool__, __hash__,
# __format__, __round__, __trunc__, __floor__, __ceil__, __reversed__, __length_hint__-free
import math

class Measurement:
    def __init__(self, value, unit):
        self.value, self.unit = value, unit
    def __format__(self, spec):
        return f"{format(self.value, spec)} {self.unit}" if spec else f"{self.value} {self.unit}"
    def __round__(self, n=None):
        return Measurement(round(self.value, n), self.unit)
    def __trunc__(self):
        return math.trunc(self.value)
    def __floor__(self):
        return math.floor(self.value)
    def __ceil__(self):
        return math.ceil(self.value)
    def __repr__(self):
        return f"Measurement({self.value!r}, {self.unit!r})"

m = Measurement(-3.14159, "m")
print(f"{m}", f"{m:.2f}", f"{m:>10.1f}", format(m, "e"))
print(round(m, 2), round(m), math.trunc(m), math.floor(m), math.ceil(m))

class Week:
    days = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"]
    def __getitem__(self, i):
        return self.days[i % 7]
    def __reversed__(self):
        return iter(self.days[::-1])
    def __contains__(self, d):
        return d[:3].lower() in self.days
w = Week()
print(w[0], w[9], w[-1], list(reversed(w))[:2], "Friday" in w, "funday" in w)
print(list(w)[:3] if False else [w[i] for i in range(3)])
class Temp:
    def __init__(self, c):
        self.c = c
    def __lt__(self, o):
        return self.c < o.c
    def __repr__(self):
        return f"{self.c}C"
print(sorted([Temp(5), Temp(-2), Temp(3)]), max(Temp(1), Temp(9)), min([Temp(4), Temp(2)]))
try:
    Temp(1) > Temp(2)
    print("> works through reflected __lt__")
    Temp(1) <= Temp(2)
except TypeError as e:
    print("TypeError:", e)
