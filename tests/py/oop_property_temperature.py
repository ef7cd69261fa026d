# properties: computed attributes, setters that convert units, deleters, read-only properties
class Temperature:
    def __init__(self, celsius=0.0):
        self.celsius = celsius

    @property
    def celsius(self):
        return self._c

    @celsius.setter
    def celsius(self, value):
        if value < -273.15:
            raise ValueError(f"{value} is below absolute zero")
        self._c = float(value)

    @property
    def fahrenheit(self):
        return round(self._c * 9 / 5 + 32, 2)

    @fahrenheit.setter
    def fahrenheit(self, value):
        self.celsius = (value - 32) * 5 / 9

    @property
    def kelvin(self):
        return round(self._c + 273.15, 2)

    @celsius.deleter
    def celsius(self):
        print("  resetting")
        self._c = 0.0

t = Temperature(25)
print(t.celsius, t.fahrenheit, t.kelvin)
t.fahrenheit = 212
print(t.celsius, t.kelvin)
del t.celsius
print(t.celsius)
try:
    t.kelvin = 5
except AttributeError as e:
    print("AttributeError:", e)
try:
    t.celsius = -300
except ValueError as e:
    print("ValueError:", e)
try:
    Temperature(-500)
except ValueError as e:
    print("ValueError:", e)
print(type(Temperature.celsius).__name__, Temperature.kelvin.fset is None, Temperature.celsius.fdel is not None)

class Rectangle:
    def __init__(self, w, h):
        self.width, self.height = w, h
    area = property(lambda self: self.width * self.height, doc="the area")
    def _get_ratio(self):
        return round(self.width / self.height, 3)
    ratio = property(_get_ratio)
r = Rectangle(4, 3)
print(r.area, r.ratio, Rectangle.area.__doc__)
r.width = 8
print(r.area, r.ratio)
