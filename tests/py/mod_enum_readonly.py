# an enum member's name and value cannot be set; a member name given twice is a TypeError; reversed() of an enum class
from enum import Enum, IntEnum
class Color(Enum):
    RED = 1
    GREEN = 2
try: Color.RED.value = 5
except AttributeError as e: print(e)
try: Color.RED.name = 'x'
except AttributeError as e: print(e)
print(Color.RED.value, Color.RED.name)
Color.RED.extra = 1; print(Color.RED.extra)
try: del Color.RED
except AttributeError as e: print(e)
try: Color.BLUE = 3
except AttributeError as e: print(e)
Color.helper = 5; print(Color.helper)
print(list(reversed(Color)), list(reversed(IntEnum("N", "a b c"))))
print(Color.RED.__dict__ == {"_name_": "RED", "_value_": 1} or sorted(k for k in Color.RED.__dict__ if not k.startswith("_")))
try:
    class Bad(Enum):
        A = 1
        A = 2
except TypeError as e: print(e)
try:
    class Bad2(Enum):
        A = 1
        def A(self): pass
except TypeError as e: print(e)
class Planet(Enum):
    EARTH = (5.97e24, 6.37e6)
    def __init__(self, mass, radius):
        self.mass, self.radius = mass, radius
p = Planet.EARTH
p.mass = 1.0
print(p.mass, p.value, p.name)
try:
    del p.value
except AttributeError as e:
    print(e)
