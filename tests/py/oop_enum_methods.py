# enums with methods, properties, custom __str__, _missing_, tuple values, and class methods
from enum import Enum

class Planet(Enum):
    MERCURY = (3.303e+23, 2.4397e6)
    EARTH = (5.976e+24, 6.37814e6)
    JUPITER = (1.9e+27, 7.1492e7)

    def __init__(self, mass, radius):
        self.mass = mass
        self.radius = radius

    @property
    def surface_gravity(self):
        G = 6.67300E-11
        return G * self.mass / (self.radius * self.radius)

class Status(Enum):
    ACTIVE = "active"
    INACTIVE = "inactive"
    BANNED = "banned"

    @classmethod
    def _missing_(cls, value):
        if isinstance(value, str):
            for member in cls:
                if member.value == value.lower():
                    return member
        return None

    def __str__(self):
        return self.value.title()

    @classmethod
    def parse_all(cls, text):
        return [cls(t.strip()) for t in text.split(",")]

    def can_login(self):
        return self is Status.ACTIVE

for p in Planet:
    print(f"{p.name:8} mass={p.mass:.3e} g={p.surface_gravity:.2f}")
print(Planet.EARTH.value, Planet((5.976e+24, 6.37814e6)).name)
print(Status("ACTIVE"), Status("Banned").name, repr(Status.INACTIVE))
print([str(s) for s in Status.parse_all("active, INACTIVE ,banned")])
print([s.can_login() for s in Status], f"{Status.ACTIVE}", f"{Status.BANNED!r}")
try:
    Status("deleted")
except ValueError as e:
    print("ValueError:", e)
print(Status.ACTIVE in Status, Status["BANNED"] is Status.BANNED, len(Status), sorted(Status.__members__))
print(hash(Status.ACTIVE) == hash(Status.ACTIVE), {Status.ACTIVE: 1}[Status("active")])
