# enum: members, lookup, iteration, aliases, methods
from enum import Enum, auto, unique
class Color(Enum):
    RED = 1
    GREEN = 2
    BLUE = 3
    CRIMSON = 1
    def describe(self):
        return self.name.lower() + "#" + str(self.value)
print(Color.RED, repr(Color.BLUE), Color(2), Color["BLUE"], Color.CRIMSON is Color.RED)
print(list(Color), len(Color), [c.name for c in Color], Color.GREEN.describe())
print(Color.RED == Color.RED, Color.RED == 1, Color.RED != Color.BLUE, Color.RED in Color, isinstance(Color.RED, Color))
print({Color.RED: "r"}[Color.CRIMSON], sorted(Color.__members__), type(Color.RED).__name__)
try:
    Color(7)
except ValueError as e:
    print("ValueError:", e)
try:
    Color["PINK"]
except KeyError as e:
    print("KeyError:", e)
class Dir(Enum):
    N = auto()
    E = auto()
    S = auto()
    W = auto()
    def turn(self):
        members = list(Dir)
        return members[(members.index(self) + 1) % len(members)]
print([d.value for d in Dir], Dir.W.turn(), Dir.N.turn().turn())
class Planet(Enum):
    MERCURY = (3.303e+23, 2.4397e6)
    EARTH = (5.976e+24, 6.37814e6)
    def __init__(self, mass, radius):
        self.mass = mass
        self.radius = radius
print(Planet.EARTH.mass, Planet.MERCURY.radius, Planet.EARTH.value)
Shape = Enum("Shape", "CIRCLE SQUARE")
print(list(Shape), Shape.SQUARE.value)
try:
    @unique
    class Dup(Enum):
        A = 1
        B = 1
except ValueError as e:
    print("ValueError:", e)
print(f"{Color.GREEN}", str(Dir.E), Dir.E.name)
