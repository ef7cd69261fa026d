# frozen dataclasses: immutability, hashing, use as dict keys and in sets, replace
from dataclasses import dataclass, field, replace, FrozenInstanceError, fields

@dataclass(frozen=True)
class Point:
    x: float
    y: float

    def moved(self, dx=0, dy=0):
        return replace(self, x=self.x + dx, y=self.y + dy)

    @property
    def norm1(self):
        return abs(self.x) + abs(self.y)

@dataclass(frozen=True, order=True)
class Version:
    major: int
    minor: int = 0
    patch: int = 0
    label: str = field(default="", compare=False)

    @classmethod
    def parse(cls, text):
        core, _, label = text.partition("-")
        parts = [int(p) for p in core.split(".")]
        return cls(*parts, label=label)

    def __str__(self):
        s = f"{self.major}.{self.minor}.{self.patch}"
        return s + (f"-{self.label}" if self.label else "")

p = Point(1, 2)
print(p, p.moved(dx=3), p.norm1, p == Point(1.0, 2.0))
try:
    p.x = 10
except FrozenInstanceError as e:
    print("FrozenInstanceError:", e)
try:
    del p.y
except FrozenInstanceError as e:
    print("FrozenInstanceError:", e)
visits = {Point(0, 0): 1}
visits[Point(0, 0)] += 1
visits[p] = 5
print(visits, len({Point(1, 1), Point(1, 1), Point(1, 2)}))
vs = [Version.parse(t) for t in ["1.2.3", "1.10", "1.2.3-rc1", "0.9.9", "2"]]
print([str(v) for v in sorted(vs)])
print(Version(1, 2, 3) == Version(1, 2, 3, "beta"), max(vs), Version(1) < Version(1, 0, 1))
print([f.name for f in fields(Version)], hash(Version(1)) == hash(Version(1, 0, 0, "x")))
print(isinstance(FrozenInstanceError(), AttributeError))
